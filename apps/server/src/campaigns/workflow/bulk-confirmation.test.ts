import {
  messages,
  CampaignInfluencerStatus as S,
  type WorkflowPreview,
  workflowAllowedFrom,
} from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  createTestCampaign,
  managerWithPaidCampaign,
  setCampaignInfluencerRow,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import {
  campaignWithOneCreator,
  campaignWithSender,
  startEmailTestApp,
} from '../../../test/email-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import {
  createTestInfluencer,
  createTestInfluencerIds,
} from '../../../test/influencer-factories.ts';
import { campaignInfluencers, emails, emailUnsubscribes } from '../../platform/db/schema/index.ts';

// Bulk Invite, Approve, Reject and Pay are confirmed from the server's preview before anything
// is sent; the step's per-id answer then says which creators got no email and why.
const { t, smtp } = await startEmailTestApp();

async function preview(
  headers: Record<string, string>,
  campaignId: number,
  body: { action: string; ids: number[]; includeRejected?: boolean },
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/influencers/preview`,
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorkflowPreview>();
}

async function inviteStates(campaignId: number, ids: number[]) {
  const rows = await t.database.db
    .select({ id: campaignInfluencers.influencerId, state: campaignInfluencers.inviteEmail })
    .from(campaignInfluencers)
    .where(
      and(
        eq(campaignInfluencers.campaignId, campaignId),
        inArray(campaignInfluencers.influencerId, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** A campaign with a sender and four creators: an address, none, unsubscribed, blank. */
async function mixedAudience() {
  const { creator: reachable, ...setup } = await campaignWithOneCreator(t, smtp);
  const noAddress = await createTestInfluencer(t, { email: null });
  const blank = await createTestInfluencer(t, { email: '   ' });
  const unsubscribed = await createTestInfluencer(t, {
    email: `Gone-${setup.campaign.id}@Test.example`,
  });
  await t.database.db
    .insert(emailUnsubscribes)
    .values({ email: `gone-${setup.campaign.id}@test.example` });
  await addToCampaign(t, setup.me.headers, setup.campaign.id, [
    noAddress.id,
    blank.id,
    unsubscribed.id,
  ]);
  return { ...setup, reachable, noAddress, blank, unsubscribed };
}

describe('the preview of a bulk step', () => {
  it('counts the invites, the emails and who sends them, and changes nothing', async () => {
    const { me, campaign, accountEmail, reachable, noAddress, blank, unsubscribed } =
      await mixedAudience();
    const stranger = await createTestInfluencer(t, { email: 'stranger@test.example' });
    const ids = [reachable.id, noAddress.id, blank.id, unsubscribed.id, stranger.id];

    expect(await preview(me.headers, campaign.id, { action: 'invite', ids })).toEqual({
      action: 'invite',
      asked: 5,
      moving: 4,
      refused: [{ message: messages.influencerNotInCampaign, count: 1 }],
      rejected: 0,
      email: {
        type: 'invite',
        sender: { email: accountEmail, name: 'Team Mailbox', signInFailed: false },
        sending: 1,
        noAddress: 2,
        unsubscribed: 1,
        bounced: 0,
      },
      emailOff: false,
      payment: null,
    });
    const states = await inviteStates(campaign.id, ids);
    expect([...states.values()]).toEqual([null, null, null, null]);
    expect(
      await t.database.db.select().from(emails).where(eq(emails.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it('says when approval or rejection emails are off, and groups the refusals', async () => {
    const { me, campaign, creators } = await campaignWithSender(t, smtp, {
      creators: 3,
      campaign: { sendApprovedEmails: false },
    });
    const ids = creators.map((c) => c.id);
    await workflowAction(t, me.headers, campaign.id, 'reject', { ids: [ids[0]] });
    const approve = await preview(me.headers, campaign.id, { action: 'approve', ids });
    expect(approve).toMatchObject({ asked: 3, moving: 2, email: null, emailOff: true });
    expect(approve.refused).toEqual([
      { message: 'Cannot approve an influencer who is Rejected', count: 1 },
    ]);
    // Rejection emails are off by default; the one already rejected is refused.
    const reject = await preview(me.headers, campaign.id, { action: 'reject', ids });
    expect(reject).toMatchObject({ moving: 2, email: null, emailOff: true });
    expect(reject.refused).toHaveLength(1);
  });

  it('says what pay without an amount pays: agreed deals, the campaign deal, or nothing', async () => {
    const { me, campaign } = await managerWithPaidCampaign(t, {
      dealRevenueAmount: 300,
      dealPostCount: 1,
    });
    const ids = await createTestInfluencerIds(t, 4);
    await addToCampaign(t, me.headers, campaign.id, ids);
    const set = (id: number, status: number, revenueAmount: number | null) =>
      setCampaignInfluencerRow(t, campaign.id, id, { status, revenueAmount });
    await set(ids[0], S.Shortlisted, 450.5);
    await set(ids[1], S.Published, 200);
    await set(ids[2], S.Published, null);
    expect(workflowAllowedFrom.pay).not.toContain(S.Pending);

    const paying = await preview(me.headers, campaign.id, { action: 'pay', ids });
    expect(paying).toMatchObject({
      asked: 4,
      moving: 3,
      email: null,
      emailOff: false,
      payment: { agreed: 2, campaignDeal: 1, noDeal: 0, total: 950.5 },
    });
    expect(paying.refused).toEqual([
      { message: messages.campaignInfluencerStatusForPay, count: 1 },
    ]);

    // Without a campaign deal, the creator with none of their own would be skipped.
    await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${campaign.id}`,
      headers: me.headers,
      payload: { dealRevenueAmount: null },
    });
    expect((await preview(me.headers, campaign.id, { action: 'pay', ids })).payment).toEqual({
      agreed: 2,
      campaignDeal: 0,
      noDeal: 1,
      total: 650.5,
      postsMissing: [],
      missingPosts: 0,
    });
  });
});

describe('a creator whose address bounced hard', () => {
  it('is counted in the preview, skipped by the next invite, and gets no email', async () => {
    const { me, campaign, reachable } = await mixedAudience();
    const ids = [reachable.id];
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids });
    const address = (reachable.email ?? '').toLowerCase();
    // What mail sync records when a 5.x.x delivery report comes back for the invite.
    await t.database.db
      .update(emails)
      .set({ state: 'bounced', bounceType: 'hard', error: '550 5.1.1 User unknown' })
      .where(and(eq(emails.campaignId, campaign.id), eq(emails.toEmail, address)));
    await workflowAction(t, me.headers, campaign.id, 'reject', { ids });
    const sentBefore = smtp.messages.length;

    // Invited again on purpose (a bulk invite leaves Rejected creators out unless asked).
    const again = await preview(me.headers, campaign.id, {
      action: 'invite',
      ids,
      includeRejected: true,
    });
    expect(again.email).toMatchObject({ sending: 0, noAddress: 0, unsubscribed: 0, bounced: 1 });
    const results = await workflowAction(t, me.headers, campaign.id, 'invite', {
      ids,
      includeRejected: true,
    });
    expect(results).toEqual([{ id: reachable.id, ok: true, email: 'address_bounced' }]);
    expect((await inviteStates(campaign.id, ids)).get(reachable.id)).toBe('none');
    expect(smtp.messages.length).toBe(sentBefore);
  });
});

describe('the per-id answer of a bulk step', () => {
  it('names the creators without an email; they show "none" at once and never "queued" or "failed"', async () => {
    const { me, campaign, reachable, noAddress, blank, unsubscribed } = await mixedAudience();
    const ids = [reachable.id, noAddress.id, blank.id, unsubscribed.id];
    const results = await workflowAction(t, me.headers, campaign.id, 'invite', { ids });
    expect(results).toEqual([
      { id: reachable.id, ok: true, email: 'queued' },
      { id: noAddress.id, ok: true, email: 'no_address' },
      { id: blank.id, ok: true, email: 'no_address' },
      { id: unsubscribed.id, ok: true, email: 'unsubscribed' },
    ]);
    // Jobs run inline in tests: by now the one email went out and every state is final.
    const states = await inviteStates(campaign.id, ids);
    expect(states.get(reachable.id)).toBe('sent');
    for (const id of [noAddress.id, blank.id, unsubscribed.id]) expect(states.get(id)).toBe('none');
    expect(smtp.messages.filter((m) => m.to.includes(reachable.email ?? ''))).toHaveLength(1);
    expect(
      await t.database.db
        .select({ to: emails.toEmail })
        .from(emails)
        .where(eq(emails.campaignId, campaign.id)),
    ).toEqual([{ to: reachable.email }]);
  });

  it('approve reports each email when the campaign sends them', async () => {
    const { me, campaign, reachable, noAddress } = await mixedAudience();
    const results = await workflowAction(t, me.headers, campaign.id, 'approve', {
      ids: [reachable.id, noAddress.id],
    });
    expect(results).toEqual([
      { id: reachable.id, ok: true, email: 'queued' },
      { id: noAddress.id, ok: true, email: 'no_address' },
    ]);
  });

  it('without a sender account the preview says so and the invites end failed, not queued', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t, { createdBy: me.id });
    const creator = await createTestInfluencer(t, { email: `lone-${campaign.id}@test.example` });
    await addToCampaign(t, me.headers, campaign.id, [creator.id]);
    const ids = [creator.id];
    expect((await preview(me.headers, campaign.id, { action: 'invite', ids })).email).toEqual({
      type: 'invite',
      sender: null,
      sending: 0,
      noAddress: 0,
      bounced: 0,
      unsubscribed: 0,
    });
    expect(await workflowAction(t, me.headers, campaign.id, 'invite', { ids })).toEqual([
      { id: creator.id, ok: true, email: 'no_sender' },
    ]);
    expect((await inviteStates(campaign.id, ids)).get(creator.id)).toBe('failed');
  });
});
