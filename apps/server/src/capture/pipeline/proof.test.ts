import {
  type CaptureVerification,
  type PublicSubmission,
  type Submission,
  submissionFlagLabel,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.ts';
import type { FakeYoutubeChannel } from '../../../test/fake-platforms.ts';
import { captureBlockCounts, leadMagnetSubmissions } from '../../platform/db/schema/index.ts';
import { proofMessages } from './proof.ts';
import {
  applyOnPage,
  captureCampaign,
  confirmTokenIn,
  messagesTo,
  queryRows,
  startCaptureSuite,
  submissionByToken,
  submissionRow,
  youtubeChannel,
} from './testing.ts';

// Issue 26, "no key without proof", through the public page and the team's API: every proof
// mode with and without autoinvite, the two attacks the issue tried (the email link taken
// for a channel proof; a fraud flag that did not hold the key), each fraud flag holding
// autoinvite until the manager approves, and blocked attempts that leave only a count.

const { platforms, smtp, t, db } = await startCaptureSuite();

let ipCounter = 0;

const apply = (slug: string, input: { email: string; channelUrl: string }) =>
  applyOnPage(t, slug, input);
const rowOf = (token: string) => submissionByToken(db, token);

async function stateOf(slug: string, token: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/public/apply/${slug}/submissions/${token}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PublicSubmission>();
}

/** The creator opens the link of the confirmation email sent to `email`. */
async function clickConfirmation(email: string) {
  const mail = messagesTo(smtp, email, 'Please confirm your email address')[0];
  const token = confirmTokenIn(mail?.html ?? '');
  expect(token, 'a confirmation email with its link').not.toBeNull();
  const clicked = await t.app.inject({ method: 'GET', url: `/api/public/apply/confirm/${token}` });
  expect(clicked.statusCode).toBe(302);
}

/** The creator puts the code in the channel description, then asks for a check. */
async function showCode(slug: string, token: string, channelId: string) {
  const row = await rowOf(token);
  const fake = platforms.state.youtubeChannels.find((c) => c.id === channelId);
  if (!fake) throw new Error('no such channel');
  fake.description = `${fake.description ?? ''} ${row.verificationCode}`;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/public/apply/${slug}/submissions/${token}/check-code`,
    remoteAddress: `10.99.1.${(ipCounter++ % 250) + 1}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PublicSubmission>();
}

async function teamView(headers: Record<string, string>, campaignId: number, id: number) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/lead-magnet/campaign/${campaignId}/submissions?pageSize=100`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const found = answer.json<{ items: Submission[] }>().items.find((s) => s.id === id);
  if (!found) throw new Error('submission not listed');
  return found;
}

const invitations = (to: string) => messagesTo(smtp, to, 'Invitation:');

async function reservedKeys(campaignId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from redeem_codes where campaign_id = ${campaignId} and influencer_id is not null`,
  );
  return row?.n ?? 0;
}

describe('every proof mode, with and without autoinvite', () => {
  const modes: CaptureVerification[] = ['none', 'email', 'channel', 'channelAndEmail'];
  for (const verification of modes) {
    for (const autoinvite of [true, false]) {
      it(`${verification}, autoinvite ${autoinvite ? 'on' : 'off'}`, async () => {
        const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, {
          keys: 1,
          settings: { verification, autoinvite },
        });
        const channel = youtubeChannel(platforms, { description: 'Just games.' });
        const email = uniqueEmail('mode');
        const { token } = await apply(leadMagnet.slug, { email, channelUrl: channel.url });
        const needsChannel = verification === 'channel' || verification === 'channelAndEmail';
        const needsEmail = verification === 'email' || verification === 'channelAndEmail';

        // Nothing proven yet: nobody is invited, whatever the mode.
        const first = await stateOf(leadMagnet.slug, token);
        expect(first.state).toBe(
          needsChannel ? 'verifyCode' : needsEmail ? 'verifyEmail' : 'received',
        );
        expect(first.verificationCode !== null).toBe(needsChannel);
        expect(invitations(email)).toHaveLength(0);

        // The email link alone: a key only in mode email with autoinvite.
        await clickConfirmation(email);
        const afterEmail = await rowOf(token);
        expect(afterEmail.emailConfirmedAt).not.toBeNull();
        expect(afterEmail.channelProof).toBeNull();
        expect(afterEmail.outcome === 'invited').toBe(autoinvite && verification === 'email');

        // Then the channel proven by the code in its description.
        await showCode(leadMagnet.slug, token, channel.id);
        const proven = await rowOf(token);
        expect(proven.channelProof).toBe('code');
        const invited = autoinvite && verification !== 'none';
        expect(proven.outcome === 'invited').toBe(invited);
        expect(invitations(email)).toHaveLength(invited ? 1 : 0);
        expect(await reservedKeys(campaign.id)).toBe(invited ? 1 : 0);
        const view = await teamView(me.headers, campaign.id, proven.id);
        expect(view).toMatchObject({ channelProof: 'code', emailConfirmed: true });
        expect(view.heldBecause).toEqual(
          autoinvite && verification === 'none' ? [proofMessages.noProofAsked] : [],
        );
      });
    }
  }
});

describe('the attacks of the issue fail', () => {
  it('code mode: a reseller claims a famous channel with their own email and clicks the link: no key', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: 'channel', autoinvite: true },
    });
    const famous = youtubeChannel(platforms, {
      title: 'Famous Gamer',
      description: 'The best games. Business: team@famousgamer.example',
    });
    const reseller = uniqueEmail('reseller');
    const { token } = await apply(leadMagnet.slug, { email: reseller, channelUrl: famous.url });
    await clickConfirmation(reseller);

    const row = await rowOf(token);
    expect(row).toMatchObject({ status: 'email sent', outcome: null, channelProof: null });
    expect(row.emailConfirmedAt).not.toBeNull();
    expect((await stateOf(leadMagnet.slug, token)).state).toBe('verifyCode');
    expect(invitations(reseller)).toHaveLength(0);
    expect(await reservedKeys(campaign.id)).toBe(0);
    // Asking for a check without the code changes nothing.
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/public/apply/${leadMagnet.slug}/submissions/${token}/check-code`,
      remoteAddress: '10.99.0.2',
    });
    expect(checked.json<PublicSubmission>().state).toBe('verifyCode');
    const view = await teamView(me.headers, campaign.id, row.id);
    expect(view.heldBecause).toContain(proofMessages.channelNotProven);
  });

  it('email mode: an imposter whose domain differs from the channel contact clicks the link: held; the manager releases the key', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: 'email', autoinvite: true },
    });
    const famous = youtubeChannel(platforms, {
      description: 'Contact: team@famousgamer.example',
    });
    const imposter = uniqueEmail('imposter').replace(/@.*/, '@gmail.example');
    const { token } = await apply(leadMagnet.slug, { email: imposter, channelUrl: famous.url });
    await clickConfirmation(imposter);

    const row = await rowOf(token);
    expect(row.flags).toEqual(['emailDomainMismatch']);
    expect(row).toMatchObject({ status: 'email sent', outcome: null });
    expect(invitations(imposter)).toHaveLength(0);
    expect(await reservedKeys(campaign.id)).toBe(0);
    // The creator is told nothing more than "received".
    expect((await stateOf(leadMagnet.slug, token)).state).toBe('received');
    const view = await teamView(me.headers, campaign.id, row.id);
    expect(view.heldBecause).toEqual([submissionFlagLabel.emailDomainMismatch]);

    // The manager looked and approves by hand: the key goes out.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/lead-magnet/campaign/${campaign.id}/submissions/${row.id}/add-to-campaign`,
      headers: me.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await submissionRow(db, row.id)).outcome).toBe('invited');
    expect(invitations(imposter)).toHaveLength(1);
    expect(await reservedKeys(campaign.id)).toBe(1);
  });
});

describe('the description code', () => {
  it('counts only in the description: the code in the channel title proves nothing', async () => {
    const { leadMagnet } = await captureCampaign(t, smtp, {
      settings: { verification: 'channel', autoinvite: true },
    });
    const channel = youtubeChannel(platforms, { description: 'Nothing here' });
    const { token, verificationCode } = await apply(leadMagnet.slug, {
      email: uniqueEmail('title'),
      channelUrl: channel.url,
    });
    const fake = platforms.state.youtubeChannels.find((c) => c.id === channel.id);
    if (fake) fake.title = `Channel ${verificationCode}`;
    await t.app.inject({
      method: 'POST',
      url: `/api/public/apply/${leadMagnet.slug}/submissions/${token}/check-code`,
      remoteAddress: '10.99.0.3',
    });
    expect((await rowOf(token)).channelProof).toBeNull();
  });
});

describe('fraud flags hold autoinvite, even with the channel proven', () => {
  /** A channel-proof lead magnet with autoinvite; the creator proves the channel by code. */
  async function provenSubmission(
    tweak: (fake: FakeYoutubeChannel) => void = () => {},
    email = uniqueEmail('flag'),
  ) {
    const setup = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: 'channel', autoinvite: true },
    });
    const channel = youtubeChannel(platforms, { description: 'Plays.' });
    const fake = platforms.state.youtubeChannels.find((c) => c.id === channel.id);
    if (!fake) throw new Error('no channel');
    tweak(fake);
    const { token } = await apply(setup.leadMagnet.slug, { email, channelUrl: channel.url });
    await showCode(setup.leadMagnet.slug, token, channel.id);
    const row = await rowOf(token);
    const view = await teamView(setup.me.headers, setup.campaign.id, row.id);
    return { ...setup, row, view, email };
  }

  it('a proven channel without a flag is invited (the path is open)', async () => {
    const { row, email, view } = await provenSubmission();
    expect(row).toMatchObject({ channelProof: 'code', outcome: 'invited', flags: [] });
    expect(view.heldBecause).toEqual([]);
    expect(invitations(email)).toHaveLength(1);
  });

  it('a channel opened a week ago', async () => {
    const { row, email, view, campaign } = await provenSubmission((c) => {
      c.publishedAt = new Date(Date.now() - 7 * 86_400_000).toISOString();
    });
    expect(row).toMatchObject({ channelProof: 'code', outcome: null, flags: ['youngChannel'] });
    expect(view.heldBecause).toEqual([submissionFlagLabel.youngChannel]);
    expect(invitations(email)).toHaveLength(0);
    expect(await reservedKeys(campaign.id)).toBe(0);
  });

  it('more subscribers than views in its whole life', async () => {
    const { row, email, view } = await provenSubmission((c) => {
      c.subscribers = 90_000;
      c.views = 12_000;
    });
    expect(row).toMatchObject({ outcome: null, flags: ['subscribersVsViews'] });
    expect(view.heldBecause).toEqual([submissionFlagLabel.subscribersVsViews]);
    expect(invitations(email)).toHaveLength(0);
  });

  it('one email claiming a second channel (another campaign)', async () => {
    const email = uniqueEmail('collector');
    const first = await provenSubmission(undefined, email);
    expect(first.row.outcome).toBe('invited');
    const second = await provenSubmission(undefined, email);
    expect(second.row).toMatchObject({ outcome: null, flags: ['emailSeveralChannels'] });
    expect(second.view.heldBecause).toEqual([submissionFlagLabel.emailSeveralChannels]);
    expect(await reservedKeys(second.campaign.id)).toBe(0);
  });
});

describe('blocked attempts keep no personal data', () => {
  /** A lead magnet and a blocklist entry of `kind` (the value from the channel made here). */
  async function blockedSetup(kind: 'email' | 'channel', email: string) {
    const setup = await captureCampaign(t, smtp, {
      settings: { verification: 'channel', autoinvite: true },
    });
    const channel = youtubeChannel(platforms);
    const value = kind === 'email' ? email : `https://www.youtube.com/channel/${channel.id}`;
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/lead-magnet/blocklist',
      headers: setup.me.headers,
      payload: { kind, value },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    return { ...setup, channel, entryId: blocked.json<{ id: number }>().id };
  }

  /** No submission names the address; the lead magnet's counts are `expected`. */
  async function expectOnlyCounted(email: string, leadMagnetId: number, expected: object[]) {
    const stored = await db
      .select({ id: leadMagnetSubmissions.id })
      .from(leadMagnetSubmissions)
      .where(eq(leadMagnetSubmissions.email, email));
    expect(stored).toEqual([]);
    const counts = await db
      .select()
      .from(captureBlockCounts)
      .where(eq(captureBlockCounts.leadMagnetId, leadMagnetId));
    expect(counts).toMatchObject(expected);
  }

  it('at submit: the neutral answer, no row, one count for the lead magnet and the entry', async () => {
    const email = uniqueEmail('blocked');
    const { leadMagnet, me, channel, entryId } = await blockedSetup('email', email);
    for (let i = 0; i < 2; i++) {
      const answer = await apply(leadMagnet.slug, { email, channelUrl: channel.url });
      expect(answer).toMatchObject({ state: 'received', verificationCode: null });
    }
    await expectOnlyCounted(email, leadMagnet.id, [{ entryId, attempts: 2 }]);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/lead-magnet/blocklist/list',
      headers: me.headers,
      payload: { search: email },
    });
    expect(list.json<{ items: { blockedAttempts: number }[] }>().items).toMatchObject([
      { blockedAttempts: 2 },
    ]);
  });

  it('once the channel is resolved: the submission goes, the count stays', async () => {
    const email = uniqueEmail('handle');
    const { leadMagnet, channel, entryId } = await blockedSetup('channel', email);
    // Submitted by its @handle, blocked by its /channel/UC… link: caught after resolving.
    const answer = await apply(leadMagnet.slug, { email, channelUrl: channel.url });
    expect(answer).toMatchObject({ state: 'received', verificationCode: null });
    await expectOnlyCounted(email, leadMagnet.id, [{ entryId, attempts: 1 }]);
    expect(messagesTo(smtp, email)).toHaveLength(0);
  });
});
