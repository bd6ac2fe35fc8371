import {
  type CustomEmailTemplate,
  type EmailRecipientCount,
  CampaignInfluencerStatus as S,
  type WorkflowPreview,
  workflowMessages,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import {
  campaignWithSender,
  postCustomTemplate,
  sendCustomTemplate,
  startEmailTestApp,
} from '../../../test/email-factories.ts';
import { campaignInfluencers, emails, emailUnsubscribes } from '../../platform/db/schema/index.ts';

// Issue 31: a bulk email or invite never reaches a creator the team rejected unless the team
// asks for it, nor an address that bounced hard or unsubscribed; the preview says who is left
// out and why, one count per reason.
const { t, smtp } = await startEmailTestApp();

const received = (to: string | null) => smtp.messages.filter((m) => m.to.includes(to ?? '-'));

/** Five creators: invited, rejected, unsubscribed, bounced hard, and one still pending. */
async function audience() {
  const setup = await campaignWithSender(t, smtp, { creators: 5 });
  const [invited, rejected, unsubscribed, bounced, pending] = setup.creators;
  if (!invited || !rejected || !unsubscribed || !bounced || !pending) throw new Error('creators');
  const { me, campaign } = setup;
  await workflowAction(t, me.headers, campaign.id, 'invite', {
    ids: [invited.id, rejected.id, bounced.id],
  });
  await workflowAction(t, me.headers, campaign.id, 'reject', { ids: [rejected.id] });
  await t.database.db
    .insert(emailUnsubscribes)
    .values({ email: (unsubscribed.email ?? '').toLowerCase() });
  // What mail sync records when a 5.x.x delivery report comes back for the invite.
  await t.database.db
    .update(emails)
    .set({ state: 'bounced', bounceType: 'hard', error: '550 5.1.1 User unknown' })
    .where(
      and(
        eq(emails.campaignId, campaign.id),
        eq(emails.toEmail, (bounced.email ?? '').toLowerCase()),
      ),
    );
  return { ...setup, invited, rejected, unsubscribed, bounced, pending };
}

async function countRecipients(
  headers: Record<string, string>,
  campaignId: number,
  filter: object,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/email-template/recipients`,
    headers,
    payload: { filter },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailRecipientCount>();
}

describe('send custom email, no status chosen', () => {
  it('leaves Rejected out by default and counts who is left out, per reason', async () => {
    const { me, campaign, invited, rejected, unsubscribed, bounced, pending } = await audience();
    expect(await countRecipients(me.headers, campaign.id, {})).toEqual({
      matched: 4,
      recipients: 2,
      noEmail: 0,
      unsubscribed: 1,
      bounced: 1,
      rejected: 1,
      statuses: [S.Pending, S.Invited, S.Shortlisted, S.Published, S.Paid],
    });

    const template = await postCustomTemplate(t, me.headers, campaign.id, {
      name: 'News',
      subject: 'News',
      body: '<p>A new trailer is out.</p>',
    });
    const tid = template.json<CustomEmailTemplate>().id;
    const sent = await sendCustomTemplate(t, me.headers, campaign.id, tid, { filter: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 2, rejected: 1, bounced: 1, unsubscribed: 1 });
    const newsTo = (email: string | null) =>
      received(email).filter((m) => m.headers.get('subject') === 'News');
    expect(newsTo(invited.email)).toHaveLength(1);
    expect(newsTo(pending.email)).toHaveLength(1);
    for (const left of [rejected, unsubscribed, bounced]) expect(newsTo(left.email)).toEqual([]);
  });

  it('reaches Rejected creators when the team picks that status', async () => {
    const { me, campaign } = await audience();
    expect(await countRecipients(me.headers, campaign.id, { statuses: [S.Rejected] })).toEqual({
      matched: 1,
      recipients: 1,
      noEmail: 0,
      unsubscribed: 0,
      bounced: 0,
      rejected: 0,
      statuses: [S.Rejected],
    });
  });
});

describe('a bulk invite', () => {
  it('leaves Rejected creators out unless asked, and the preview says so', async () => {
    const { me, campaign, rejected, pending } = await audience();
    const ids = [rejected.id, pending.id];
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/influencers/preview`,
      headers: me.headers,
      payload: { action: 'invite', ids },
    });
    expect(preview.json<WorkflowPreview>()).toMatchObject({
      asked: 2,
      moving: 1,
      rejected: 1,
      refused: [{ message: workflowMessages.rejectedLeftOut, count: 1 }],
      email: { sending: 1 },
    });
    expect(await workflowAction(t, me.headers, campaign.id, 'invite', { ids })).toEqual([
      { id: rejected.id, ok: false, message: workflowMessages.rejectedLeftOut },
      { id: pending.id, ok: true, email: 'queued' },
    ]);
    const statusOf = async (id: number) =>
      (
        await t.database.db
          .select({ status: campaignInfluencers.status })
          .from(campaignInfluencers)
          .where(
            and(
              eq(campaignInfluencers.campaignId, campaign.id),
              eq(campaignInfluencers.influencerId, id),
            ),
          )
      )[0]?.status;
    expect(await statusOf(rejected.id)).toBe(S.Rejected);

    // Asked for: invited again.
    const again = await workflowAction(t, me.headers, campaign.id, 'invite', {
      ids: [rejected.id],
      includeRejected: true,
    });
    expect(again).toEqual([{ id: rejected.id, ok: true, email: 'queued' }]);
    expect(await statusOf(rejected.id)).toBe(S.Invited);
  });
});
