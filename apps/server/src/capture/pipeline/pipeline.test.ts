import {
  CampaignInfluencerStatus,
  CaptureStep,
  ChannelType,
  captureCheckErrorMessage,
  InfluencerSource,
  type PublicSubmission,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bossJobStates, onBossWithOneRetry } from '../../../test/boss-retry-queue.ts';
import { uniqueEmail } from '../../../test/factories.ts';
import { uniq } from '../../../test/influencer-factories.ts';
import { createTestApp, silentLog as silent } from '../../../test/test-app.ts';
import { jobRegistry } from '../../areas.ts';
import { youtubeLedgerName } from '../../crm/providers/providers.ts';
import type { ReceivedMessage } from '../../email/delivery/testing.ts';
import {
  campaignEmailContents,
  campaignInfluencers,
  channels,
  emails,
  influencers,
  type LeadMagnetRow,
  leadMagnetSubmissions,
  users,
} from '../../platform/db/schema/index.ts';
import { transaction } from '../../platform/db/transaction.ts';
import { createBossQueue } from '../../platform/jobs/boss-queue.ts';
import { verifyConfirmToken } from './confirm-token.ts';
import {
  addSubmissionToCampaign,
  applySubmissionMapping,
  checkSubmissionCode,
  confirmSubmissionEmail,
  retrySubmission,
  toPublicSubmission,
} from './index.ts';
import { captureStepJob, pipelineMessages } from './steps.ts';
import {
  applyOnPage,
  captureCampaign,
  confirmTokenIn,
  insertSubmission,
  messagesTo,
  queryRows,
  startCaptureSuite,
  submissionByToken,
  submissionRow,
  submitAndRun,
  TEST_PROOF_CODE,
  testVerificationCode,
  twitchUser,
  youtubeChannel,
} from './testing.ts';

// The live-capture pipeline through its real jobs (inline queue), the YouTube and Twitch
// stand-ins, and the SMTP sink. Failures are injected where they happen in production: the
// platform answers 500 or the key is missing, the SMTP server refuses with 550, the database
// refuses a write (a trigger standing in for a broken table), a template without its link.

// Which messages the SMTP sink refuses with 550 (null: none); a test sets it and clears it.
let refuse: ((m: ReceivedMessage) => boolean) | null = null;
// Recipients the sink refuses at RCPT TO, as a server does for a dead address.
const refusedAtRcpt = new Set<string>();
const { platforms, smtp, t, db } = await startCaptureSuite({
  refuse: (m) => (refuse?.(m) ? { code: 550, message: 'Mailbox unavailable' } : null),
  refuseRecipient: (address) =>
    refusedAtRcpt.has(address)
      ? { code: 550, message: '5.1.1 Recipient address rejected: User unknown' }
      : null,
});
const jobs = t.ctx.jobs;

beforeEach(() => {
  refuse = null;
  platforms.state.youtubeStatus = null;
  platforms.state.twitchStatus = null;
});

async function actorOf(id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error('no user');
  return user;
}

async function workflowRow(campaignId: number, influencerId: number | null) {
  if (influencerId === null) return undefined;
  const [row] = await db
    .select()
    .from(campaignInfluencers)
    .where(
      sql`${campaignInfluencers.campaignId} = ${campaignId} and ${campaignInfluencers.influencerId} = ${influencerId}`,
    );
  return row;
}

async function codesOf(campaignId: number) {
  return queryRows<{ status: string; influencer_id: number | null }>(
    db,
    sql`select status, influencer_id from redeem_codes where campaign_id = ${campaignId} order by id`,
  );
}

/** A database fault on one campaign's rows of `table` (insert or update), until dropped. */
async function failWrites(table: string, when: 'insert' | 'update', campaignId: number) {
  const name = `lc_fail_${table}_${campaignId}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'injected failure on ${table}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before ${when} on ${table} for each row
      when (new.campaign_id = ${campaignId}) execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

/**
 * A new creator with a YouTube channel of their own submits (autovalidate); with the inline
 * queue every step has run when this answers. Their channel, email and stored row.
 */
async function newCreatorApplies(leadMagnet: LeadMagnetRow, emailPrefix: string) {
  const channel = youtubeChannel(platforms);
  const email = uniqueEmail(emailPrefix);
  const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
  return { channel, email, row };
}

/**
 * A creator applies on the public page; with the inline queue the pipeline has run when it
 * answers. Answers the public answer and the stored row.
 */
async function applyAndLoad(slug: string, input: { email: string; channelUrl: string }) {
  const submitted = await applyOnPage(t, slug, input);
  return { submitted, row: await submissionByToken(db, submitted.token) };
}

async function block(headers: Record<string, string>, kind: string, value: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/lead-magnet/blocklist',
    headers,
    payload: { kind, value },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const invitations = (to: string) => messagesTo(smtp, to, 'Invitation:');
const confirmations = (to: string) => messagesTo(smtp, to, 'Please confirm your email address');

describe('the automatic path (autovalidate + autoinvite, the channel proven by its code)', () => {
  it('maps a new channel, checks it, emails, adds to the workflow, reserves a key, invites', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 3 });
    const channel = youtubeChannel(platforms, { subscribers: 42_000, title: 'Pixel Pete' });
    const email = uniqueEmail('pete');
    const quotaBefore = await queryRows<{ units: number }>(
      db,
      sql`select coalesce(sum(units), 0)::int as units from provider_quota where provider = ${youtubeLedgerName(t.config.youtube.apiKey)}`,
    );

    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });

    expect(row).toMatchObject({
      status: 'added to workflow',
      outcome: 'invited',
      checkStep: null,
      nextStep: null,
      flags: [],
    });
    // The new creator: source "Lead magnet submission", the submitted email, the channel's name.
    const [creator] = await db
      .select()
      .from(influencers)
      .where(eq(influencers.id, row.influencerId ?? 0));
    expect(creator).toMatchObject({
      source: InfluencerSource.LeadMagnetSubmission,
      email,
      mediaName: 'Pixel Pete',
    });
    const [stored] = await db
      .select()
      .from(channels)
      .where(eq(channels.id, row.channelId ?? 0));
    expect(stored).toMatchObject({
      subscribers: 42_000,
      externalId: channel.id,
      statsStatus: 'ok',
    });
    // The figures came from the provider, quota counted.
    const quotaAfter = await queryRows<{ units: number }>(
      db,
      sql`select coalesce(sum(units), 0)::int as units from provider_quota where provider = ${youtubeLedgerName(t.config.youtube.apiKey)}`,
    );
    expect(Number(quotaAfter[0]?.units)).toBeGreaterThan(Number(quotaBefore[0]?.units));

    // The confirmation email, with a signed link to this submission, then the invite.
    const [confirmation] = confirmations(email);
    expect(confirmation).toBeDefined();
    const token = confirmTokenIn(confirmation?.html ?? '');
    expect(token && verifyConfirmToken(t.config, token)).toBe(row.id);
    expect(invitations(email)).toHaveLength(1);

    const member = await workflowRow(campaign.id, row.influencerId);
    expect(member).toMatchObject({
      status: CampaignInfluencerStatus.Invited,
      inviteEmail: 'sent',
      id: row.campaignInfluencerId,
    });
    const codes = await codesOf(campaign.id);
    expect(codes.filter((c) => c.status === 'reserved')).toEqual([
      { status: 'reserved', influencer_id: row.influencerId },
    ]);
    expect(toPublicSubmission(row, leadMagnet, campaign)).toMatchObject({
      state: 'invited',
      verificationCode: null,
      ad: null,
      message: 'Thanks!',
    });
  });

  it('maps a channel the CRM has to its influencer, and fills an empty email', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    const [known] = await db
      .insert(influencers)
      .values({ mediaName: 'Known creator' })
      .returning({ id: influencers.id });
    await db.insert(channels).values({
      influencerId: known?.id ?? 0,
      type: 1,
      url: channel.url,
      lookupKey: `handle:${channel.handle}`,
      handle: channel.handle,
    });
    const email = uniqueEmail('known');
    const before = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from influencers`,
    );

    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });

    expect(row.influencerId).toBe(known?.id);
    expect(row.outcome).toBe('invited');
    const after = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from influencers`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    const [creator] = await db
      .select()
      .from(influencers)
      .where(eq(influencers.id, known?.id ?? 0));
    expect(creator?.email).toBe(email);
    expect((await workflowRow(campaign.id, known?.id ?? null))?.status).toBe(
      CampaignInfluencerStatus.Invited,
    );
  });

  it('without autoinvite rests after the confirmation email; adding by hand runs step 4', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { autoinvite: false },
    });
    const { email, row } = await newCreatorApplies(leadMagnet, 'manual');
    expect(row).toMatchObject({ status: 'email sent', outcome: null, nextStep: null });
    expect(confirmations(email)).toHaveLength(1);
    expect(await workflowRow(campaign.id, row.influencerId)).toBeUndefined();
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('received');

    const added = await addSubmissionToCampaign(t.ctx, await actorOf(me.id), campaign.id, row.id);
    expect(added).toMatchObject({ status: 'added to workflow', outcome: 'invited' });
    expect(invitations(email)).toHaveLength(1);
    // The history names the manager who added and invited.
    const history = await queryRows<{ action: string; actor_id: number | null; via: string }>(
      db,
      sql`select action, actor_id, via from campaign_influencer_transitions
        where campaign_id = ${campaign.id} order by id`,
    );
    expect(history).toEqual([
      { action: 'add', actor_id: me.id, via: 'team' },
      { action: 'invite', actor_id: me.id, via: 'team' },
    ]);
    // Once invited: 409.
    await expect(
      addSubmissionToCampaign(t.ctx, await actorOf(me.id), campaign.id, row.id),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('answers "no keys left" (not an error) when the pool is dry: in the workflow, not invited', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 0 });
    const { email, row } = await newCreatorApplies(leadMagnet, 'dry');
    expect(row).toMatchObject({
      status: 'added to workflow',
      outcome: 'noKeysLeft',
      checkStep: null,
    });
    expect((await workflowRow(campaign.id, row.influencerId))?.status).toBe(
      CampaignInfluencerStatus.Pending,
    );
    expect(invitations(email)).toHaveLength(0);
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('noKeysLeft');
  });
});

describe('thresholds and flags', () => {
  it('under the ads threshold: outcome ad, the ad shown, nothing sent', async () => {
    const ad = {
      enabled: true,
      subscribersThreshold: 1_000,
      title: 'Wishlist us',
      description: 'Coming soon',
      ctaLabel: 'Wishlist',
      ctaUrl: 'https://store.example/game',
    };
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 1, ads: ad });
    const channel = youtubeChannel(platforms, { subscribers: 900 });
    const email = uniqueEmail('small');
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(row).toMatchObject({ status: 'mapped', outcome: 'ad', nextStep: null });
    expect(confirmations(email)).toHaveLength(0);
    expect(toPublicSubmission(row, leadMagnet, campaign)).toMatchObject({
      state: 'ad',
      ad: {
        title: 'Wishlist us',
        description: 'Coming soon',
        ctaLabel: 'Wishlist',
        ctaUrl: 'https://store.example/game',
      },
    });
    // At the threshold: no ad.
    const bigger = youtubeChannel(platforms, { subscribers: 1_000 });
    const other = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('big'),
      channelUrl: bigger.url,
    });
    expect(other.outcome).toBe('invited');
  });

  it('under the minimum: outcome belowMinimum, stops there', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { minSubscribers: 10_000 },
    });
    const channel = youtubeChannel(platforms, { subscribers: 9_999 });
    const email = uniqueEmail('min');
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(row).toMatchObject({ status: 'mapped', outcome: 'belowMinimum', nextStep: null });
    expect(await workflowRow(campaign.id, row.influencerId)).toBeUndefined();
    expect(confirmations(email)).toHaveLength(0);
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('received');
  });

  it("flags an email whose domain differs from the channel's contact, and holds autoinvite", async () => {
    const { leadMagnet } = await captureCampaign(t, smtp, { keys: 2 });
    const channel = youtubeChannel(platforms, {
      description: `Business enquiries: deals@pixelstudio.example ${TEST_PROOF_CODE}`,
    });
    const flagged = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('someone'),
      channelUrl: channel.url,
    });
    expect(flagged.flags).toEqual(['emailDomainMismatch']);
    expect(flagged).toMatchObject({ status: 'email sent', outcome: null, channelProof: 'code' });

    const own = youtubeChannel(platforms, {
      description: `Contact: hello@pixelstudio.example | https://youtube.com/@x ${TEST_PROOF_CODE}`,
    });
    const fine = await submitAndRun(db, jobs, leadMagnet, {
      email: `owner-${Date.now()}@pixelstudio.example`,
      channelUrl: own.url,
    });
    expect(fine.flags).toEqual([]);
    expect(fine.outcome).toBe('invited');
  });
});

describe('check errors: each step, its SPEC message, retry after the fix', () => {
  it('validate: the platform answers 500 -> check error with the reason; retry after it recovers', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    platforms.state.youtubeStatus = 500;
    const email = uniqueEmail('outage');
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(row).toMatchObject({ status: 'check error', checkStep: 'validate', nextStep: null });
    expect(row.checkReason).toMatch(/YouTube/);
    expect(captureCheckErrorMessage[row.checkStep as CaptureStep]).toBe(
      'System error before channel validation',
    );
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('received');

    platforms.state.youtubeStatus = null;
    const retried = await retrySubmission(t.ctx, await actorOf(me.id), campaign.id, row.id);
    expect(retried).toMatchObject({
      status: 'added to workflow',
      outcome: 'invited',
      checkStep: null,
      checkReason: null,
      checkAt: null,
    });
    // Retrying what has no check error: 409.
    await expect(
      retrySubmission(t.ctx, await actorOf(me.id), campaign.id, row.id),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('validate: a channel the platform does not have -> "Channel not found on YouTube", told to the creator', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 1 });
    const before = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from influencers`,
    );
    const row = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('ghost'),
      channelUrl: 'https://www.youtube.com/@no-such-channel-here',
    });
    expect(row).toMatchObject({
      status: 'check error',
      checkStep: 'validate',
      checkReason: 'Channel not found on YouTube',
      channelId: null,
    });
    // Nothing created for a channel that does not exist.
    const after = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from influencers`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('channelNotFound');

    // Twitch says it in its own name.
    const twitch = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('ghost'),
      channelUrl: 'https://www.twitch.tv/nosuchstreamer123',
    });
    expect(twitch.checkReason).toBe('Channel not found on Twitch');
  });

  // The database refuses the step's write; each case says what must not have happened yet,
  // and what the manager's retry after the fix does.
  const refusedWrites = [
    {
      step: 'addToCampaign' as const,
      refusal: 'the workflow refuses the write',
      keys: 1,
      write: { table: 'campaign_influencers', when: 'insert' as const },
      message: 'System error when adding the influencer to the campaign',
      notYet: async (campaignId: number, influencerId: number | null) => {
        expect(await workflowRow(campaignId, influencerId)).toBeUndefined();
      },
      afterRetry: async (_campaignId: number, email: string) => {
        expect(invitations(email)).toHaveLength(1);
      },
    },
    {
      step: 'reserveKey' as const,
      refusal: 'the key pool refuses the claim',
      keys: 2,
      write: { table: 'redeem_codes', when: 'update' as const },
      message: 'System error when reserving a redeem code',
      notYet: async (campaignId: number) => {
        expect((await codesOf(campaignId)).every((c) => c.status === 'available')).toBe(true);
      },
      afterRetry: async (campaignId: number) => {
        const reserved = (await codesOf(campaignId)).filter((c) => c.status === 'reserved');
        expect(reserved).toHaveLength(1);
      },
    },
  ];
  for (const refused of refusedWrites) {
    it(`${refused.step}: ${refused.refusal} -> check error; retry after the fix`, async () => {
      const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, { keys: refused.keys });
      const restore = await failWrites(refused.write.table, refused.write.when, campaign.id);
      const { email, row } = await newCreatorApplies(leadMagnet, refused.step);
      await restore();
      expect(row).toMatchObject({ status: 'check error', checkStep: refused.step });
      expect(row.checkReason).toMatch(`injected failure on ${refused.write.table}`);
      expect(captureCheckErrorMessage[refused.step]).toBe(refused.message);
      await refused.notYet(campaign.id, row.influencerId);
      expect(invitations(email)).toHaveLength(0);

      const retried = await retrySubmission(t.ctx, await actorOf(me.id), campaign.id, row.id);
      expect(retried).toMatchObject({ status: 'added to workflow', outcome: 'invited' });
      await refused.afterRetry(campaign.id, email);
    });
  }

  it('invite: the SMTP server refuses the invite (550) -> check error; retry sends it again', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    const email = uniqueEmail('bounce');
    refuse = (m) =>
      m.to.includes(email) && (m.headers.get('subject') ?? '').startsWith('Invitation');
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(row).toMatchObject({ status: 'check error', checkStep: 'invite', outcome: null });
    expect(row.checkReason).toMatch(/550/);
    expect(captureCheckErrorMessage.invite).toBe('System error when sending an invite');
    expect((await workflowRow(campaign.id, row.influencerId))?.inviteEmail).toBe('failed');

    refuse = null;
    // The manager retries from the Captures tab.
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/lead-magnet/campaign/${campaign.id}/submissions/${row.id}/retry`,
      headers: me.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      status: 'added to workflow',
      outcome: 'invited',
      checkError: null,
    });
    expect(invitations(email)).toHaveLength(1);
    expect((await workflowRow(campaign.id, row.influencerId))?.inviteEmail).toBe('sent');
    // Still one bundle.
    expect((await codesOf(campaign.id)).filter((c) => c.status === 'reserved')).toHaveLength(1);
  });

  it('confirmationEmail: the SMTP server refuses it (550) -> check error, nobody invited; retry goes on', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    const email = uniqueEmail('noconfirm');
    refuse = (m) => m.to.includes(email) && (m.headers.get('subject') ?? '').startsWith('Please');
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(row).toMatchObject({ status: 'check error', checkStep: 'confirmationEmail' });
    expect(row.checkReason).toMatch(/550/);
    expect(captureCheckErrorMessage.confirmationEmail).toBe(
      'Error while sending the channel-confirmation email',
    );
    expect(await workflowRow(campaign.id, row.influencerId)).toBeUndefined();

    refuse = null;
    const retried = await retrySubmission(t.ctx, await actorOf(me.id), campaign.id, row.id);
    expect(retried).toMatchObject({ status: 'added to workflow', outcome: 'invited' });
    expect(confirmations(email)).toHaveLength(1);
    expect(invitations(email)).toHaveLength(1);
  });

  it('confirmationEmail: refused at RCPT (550 5.1.1) -> check error within the attempt, the server words; retry sends it', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    const email = uniqueEmail('deadaddress');
    refusedAtRcpt.add(email);
    const started = Date.now();
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(Date.now() - started).toBeLessThan(t.ctx.config.email.leaseSeconds * 1000);
    expect(row).toMatchObject({ status: 'check error', checkStep: 'confirmationEmail' });
    expect(row.checkReason).toContain('550 5.1.1 Recipient address rejected: User unknown');
    const [sent] = await db
      .select({ state: emails.state })
      .from(emails)
      .where(eq(emails.dedupeKey, `capture-confirm:${row.id}:0`));
    expect(sent?.state).toBe('error');
    expect(confirmations(email)).toHaveLength(0);
    expect(await workflowRow(campaign.id, row.influencerId)).toBeUndefined();

    refusedAtRcpt.delete(email);
    const retried = await retrySubmission(t.ctx, await actorOf(me.id), campaign.id, row.id);
    expect(retried).toMatchObject({ status: 'added to workflow', outcome: 'invited' });
    expect(confirmations(email)).toHaveLength(1);
  });

  it('confirmationEmail: a template without the confirm link when the link is the proof -> check error', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: 'email' },
    });
    await db.insert(campaignEmailContents).values({
      campaignId: campaign.id,
      type: 'channel_confirmation',
      subject: 'Thanks for applying',
      body: '<p>We got it.</p>',
    });
    const channel = youtubeChannel(platforms);
    const row = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('tpl'),
      channelUrl: channel.url,
    });
    expect(row).toMatchObject({
      status: 'check error',
      checkStep: 'confirmationEmail',
      checkReason: pipelineMessages.templateWithoutLink,
    });
    await db.delete(campaignEmailContents).where(eq(campaignEmailContents.campaignId, campaign.id));
    const retried = await retrySubmission(t.ctx, await actorOf(me.id), campaign.id, row.id);
    expect(retried).toMatchObject({ status: 'email sent', checkStep: null });
  });
});

describe('retries and idempotence', () => {
  it('a failing step is thrown back to the queue until its last attempt, which records it', async () => {
    const { leadMagnet } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    const row = await insertSubmission(db, leadMagnet, {
      email: uniqueEmail('retry'),
      channelUrl: channel.url,
    });
    await db.execute(
      sql`update lead_magnet_submissions set next_step = 'validate' where id = ${row.id}`,
    );
    platforms.state.youtubeStatus = 500;
    const env = { ...t.ctx, log: silent };
    const data = { submissionId: row.id, step: CaptureStep.Validate, actorId: null };
    const limit = captureStepJob.retryLimit ?? 0;
    expect(limit).toBeGreaterThan(0);
    for (let retryCount = 0; retryCount < limit; retryCount++) {
      await expect(
        captureStepJob.handler(data, { ...env, attempt: { retryCount, retryLimit: limit } }),
      ).rejects.toThrow(/YouTube/);
      const during = await submissionRow(db, row.id);
      expect(during).toMatchObject({ status: 'not mapped', nextStep: 'validate' });
      expect(during.attempts).toBe(retryCount + 1);
    }
    await captureStepJob.handler(data, {
      ...env,
      attempt: { retryCount: limit, retryLimit: limit },
    });
    expect(await submissionRow(db, row.id)).toMatchObject({
      status: 'check error',
      checkStep: 'validate',
      attempts: limit + 1,
    });
  });

  it('on pg-boss: a failing step is retried with backoff, and its last failure recorded', async () => {
    const { leadMagnet } = await captureCampaign(t, smtp, { keys: 1 });
    const channel = youtubeChannel(platforms);
    const row = await insertSubmission(db, leadMagnet, {
      email: uniqueEmail('boss'),
      channelUrl: channel.url,
    });
    platforms.state.youtubeStatus = 500;
    // The real job under a queue of its own with one retry (the test waits one backoff).
    const name = `test.live-capture-step-${row.id}`;
    await onBossWithOneRetry(t, captureStepJob, name, async (queue, job) => {
      await transaction(db, async (tx) => {
        await tx.execute(
          sql`update lead_magnet_submissions set next_step = 'validate' where id = ${row.id}`,
        );
        await queue.enqueue(tx, job, { submissionId: row.id, step: 'validate', actorId: null });
      });
      const start = Date.now();
      while ((await submissionRow(db, row.id)).status !== 'check error') {
        if (Date.now() - start > 30_000) throw new Error('no check error after 30 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await submissionRow(db, row.id)).toMatchObject({
        checkStep: 'validate',
        checkReason: 'YouTube API is unavailable (500)',
        attempts: 2,
      });
      // Recorded on the last attempt, which then completes (nothing left to retry).
      expect(await bossJobStates(t, name)).toEqual([{ state: 'completed', retry_count: 1 }]);
    });
  }, 45_000);

  it('on pg-boss: one job carries a submission from submit to invite; after a retried failure the next step gets its own job', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 2 });
    const smooth = youtubeChannel(platforms);
    const flaky = youtubeChannel(platforms);
    // Every job of the app on pg-boss, as `npm start` runs them (step, outbox, invite).
    const queue = await createBossQueue({
      executor: t.database.sql,
      registry: jobRegistry,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await queue.work({ db, storage: t.ctx.storage, log: silent, config: t.config });
      const first = await submitAndRun(db, queue, leadMagnet, {
        email: uniqueEmail('chain'),
        channelUrl: smooth.url,
      });
      const start = Date.now();
      const invited = async (id: number) => {
        while ((await submissionRow(db, id)).outcome !== 'invited') {
          if (Date.now() - start > 40_000) throw new Error(`submission ${id} not invited`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await invited(first.id);
      // YouTube fails the second one's first check only.
      platforms.state.youtubeStatus = 500;
      const second = await submitAndRun(db, queue, leadMagnet, {
        email: uniqueEmail('chain-retry'),
        channelUrl: flaky.url,
      });
      while ((await submissionRow(db, second.id)).attempts === 0) {
        if (Date.now() - start > 30_000) throw new Error('the first check never failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      platforms.state.youtubeStatus = null;
      await invited(second.id);
      const stepJobs = async (id: number) =>
        (
          await t.database.sql.executeSql(
            `select state, retry_count as "retryCount" from pgboss.job
             where name = $1 and (data->>'submissionId')::int = $2 order by created_on`,
            [captureStepJob.name, id],
          )
        ).rows;
      // The outcome commits inside the job; pg-boss marks the job completed just after.
      const settled = async (id: number) => {
        for (;;) {
          const jobs = await stepJobs(id);
          if (jobs.every((job) => job.state !== 'active' && job.state !== 'created')) return jobs;
          if (Date.now() - start > 50_000) return jobs;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      expect(await settled(first.id)).toEqual([{ state: 'completed', retryCount: 0 }]);
      // Failed once, passed on its retry, and handed the confirmation email on.
      expect(await settled(second.id)).toEqual([
        { state: 'completed', retryCount: 1 },
        { state: 'completed', retryCount: 0 },
      ]);
      const codes = await codesOf(campaign.id);
      expect(codes.filter((c) => c.status === 'reserved')).toHaveLength(2);
      // The invite email is rendered in the invite step's own transaction: no job of its own.
      const { rows: inviteJobs } = await t.database.sql.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'email.send-campaign-invite'`,
      );
      expect(inviteJobs).toEqual([{ n: 0 }]);
      while (invitations(first.email).length + invitations(second.email).length < 2) {
        if (Date.now() - start > 50_000) throw new Error('the invites never reached SMTP');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await queue.stop();
    }
  }, 60_000);

  it("a job taken over mid-chain starts again at the submission's due step", async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { autoinvite: false },
    });
    const { email, row } = await newCreatorApplies(leadMagnet, 'takeover');
    expect(row).toMatchObject({ status: 'email sent', nextStep: null });
    // As if the chain had stopped with its worker after the confirmation email: the takeover
    // is a new job with the first job's data (its step long done).
    await db.execute(
      sql`update lead_magnet_submissions set next_step = 'addToCampaign' where id = ${row.id}`,
    );
    await captureStepJob.handler(
      { submissionId: row.id, step: CaptureStep.Validate, actorId: null },
      { ...t.ctx, log: silent, attempt: { retryCount: 0, retryLimit: 4 } },
    );
    expect(await submissionRow(db, row.id)).toMatchObject({
      status: 'added to workflow',
      outcome: 'invited',
      nextStep: null,
    });
    expect(invitations(email)).toHaveLength(1);
    expect((await codesOf(campaign.id)).filter((c) => c.status === 'reserved')).toHaveLength(1);
  });

  it('running any step again after it ran does nothing twice', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 3 });
    const { row } = await newCreatorApplies(leadMagnet, 'twice');
    expect(row.outcome).toBe('invited');
    const env = { ...t.ctx, log: silent };
    const counts = async () =>
      (
        await queryRows<Record<string, number>>(
          db,
          sql`select
            (select count(*)::int from emails where campaign_id = ${campaign.id}) as emails,
            (select count(*)::int from redeem_codes where campaign_id = ${campaign.id} and status <> 'available') as codes,
            (select count(*)::int from campaign_influencer_transitions where campaign_id = ${campaign.id}) as history,
            (select count(*)::int from influencers) as creators`,
        )
      )[0];
    const before = await counts();
    for (const step of Object.values(CaptureStep)) {
      // Twice at once, as two workers picking up one job would.
      await Promise.all([
        captureStepJob.handler({ submissionId: row.id, step, actorId: null }, env),
        captureStepJob.handler({ submissionId: row.id, step, actorId: null }, env),
      ]);
    }
    expect(await counts()).toEqual(before);
    expect(await submissionRow(db, row.id)).toEqual(row);
  });

  it('two jobs of the step that is due run it once', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 3,
      settings: { autoinvite: false },
    });
    const { email, row } = await newCreatorApplies(leadMagnet, 'race');
    expect(row.status).toBe('email sent');
    await db.execute(
      sql`update lead_magnet_submissions set next_step = 'addToCampaign' where id = ${row.id}`,
    );
    const env = { ...t.ctx, log: silent };
    const data = { submissionId: row.id, step: CaptureStep.AddToCampaign, actorId: null };
    await Promise.all([captureStepJob.handler(data, env), captureStepJob.handler(data, env)]);
    expect(await submissionRow(db, row.id)).toMatchObject({ outcome: 'invited' });
    expect(invitations(email)).toHaveLength(1);
    expect((await codesOf(campaign.id)).filter((c) => c.status === 'reserved')).toHaveLength(1);
  });
});

describe('channel ownership', () => {
  it('YouTube code: waits while the description lacks it, never invites; goes on once it is there', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: 'channel' },
    });
    const channel = youtubeChannel(platforms, { description: 'Just games.' });
    const email = uniqueEmail('code');
    const row = await submitAndRun(db, jobs, leadMagnet, { email, channelUrl: channel.url });
    expect(row).toMatchObject({ status: 'email sent', channelProof: null, nextStep: null });
    expect(toPublicSubmission(row, leadMagnet, campaign)).toMatchObject({
      state: 'verifyCode',
      verificationCode: row.verificationCode,
    });
    expect(await workflowRow(campaign.id, row.influencerId)).toBeUndefined();

    // Asked too early: still waiting.
    expect((await checkSubmissionCode(t.ctx, row.id)).channelProof).toBeNull();

    const fake = platforms.state.youtubeChannels.find((c) => c.id === channel.id);
    if (fake) fake.description = `Just games. Verify: ${row.verificationCode.toLowerCase()}`;
    // The creator asks for the check on the apply page.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/public/apply/${leadMagnet.slug}/submissions/${row.publicToken}/check-code`,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ state: 'invited', verificationCode: null });
    const checked = await submissionRow(db, row.id);
    expect(checked).toMatchObject({ channelProof: 'code', outcome: 'invited' });
    expect(invitations(email)).toHaveLength(1);
    expect(toPublicSubmission(checked, leadMagnet, campaign).verificationCode).toBeNull();
  });

  it('Twitch code: read from Get Users description at validation; found -> invited, absent -> waits', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 2,
      settings: { verification: 'channel' },
    });
    // Found: the creator put the code in before applying (the code is the submission's).
    const streamer = twitchUser(platforms);
    const pending = await insertSubmission(db, leadMagnet, {
      email: uniqueEmail('tw'),
      channelUrl: streamer.url,
      verificationCode: testVerificationCode(),
    });
    const user = platforms.state.twitchUsers.find((u) => u.login === streamer.login);
    if (user) user.description = `Streams daily ${pending.verificationCode}`;
    await db.execute(
      sql`update lead_magnet_submissions set next_step = 'validate' where id = ${pending.id}`,
    );
    await captureStepJob.handler(
      { submissionId: pending.id, step: CaptureStep.Validate, actorId: null },
      { ...t.ctx, log: silent },
    );
    const found = await submissionRow(db, pending.id);
    expect(found).toMatchObject({ channelProof: 'code', outcome: 'invited' });

    const other = twitchUser(platforms, { description: 'No code here' });
    const waiting = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('tw2'),
      channelUrl: other.url,
    });
    expect(waiting).toMatchObject({ channelProof: null, status: 'email sent', outcome: null });
    expect(toPublicSubmission(waiting, leadMagnet, campaign).state).toBe('verifyCode');
    expect(await workflowRow(campaign.id, waiting.influencerId)).toBeUndefined();
  });

  it('email verification: waits for the link, never auto-invites before; the link goes on', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: 'email' },
    });
    const { email, row } = await newCreatorApplies(leadMagnet, 'link');
    expect(row).toMatchObject({ status: 'email sent', emailConfirmedAt: null, outcome: null });
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('verifyEmail');
    expect(await workflowRow(campaign.id, row.influencerId)).toBeUndefined();
    expect(invitations(email)).toHaveLength(0);

    // A wrong or altered token confirms nothing.
    const token = confirmTokenIn(confirmations(email)[0]?.html ?? '');
    expect(token).not.toBeNull();
    expect(await confirmSubmissionEmail(t.ctx, `${token}x`)).toBeNull();
    const altered = (token ?? '').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(await confirmSubmissionEmail(t.ctx, altered)).toBeNull();
    expect((await submissionRow(db, row.id)).emailConfirmedAt).toBeNull();

    // The creator clicks the link: confirmed, then sent back to the apply page.
    const clicked = await t.app.inject({
      method: 'GET',
      url: `/api/public/apply/confirm/${token}`,
    });
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe(
      `/apply/${leadMagnet.slug}?submission=${encodeURIComponent(row.publicToken)}&confirmed=1`,
    );
    const confirmed = await submissionRow(db, row.id);
    expect(confirmed).toMatchObject({ outcome: 'invited' });
    expect(confirmed.emailConfirmedAt).not.toBeNull();
    expect(invitations(email)).toHaveLength(1);
    // A second click changes nothing.
    expect(await confirmSubmissionEmail(t.ctx, token ?? '')).toEqual({
      slug: leadMagnet.slug,
      publicToken: row.publicToken,
    });
    expect(invitations(email)).toHaveLength(1);
  });
});

describe('mapping by hand', () => {
  it('maps a check error to a URL, then to an existing channel; a channel of another submission is 409', async () => {
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, { keys: 2 });
    const actor = await actorOf(me.id);
    const row = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('typo'),
      channelUrl: 'https://www.youtube.com/@typo-in-the-handle',
    });
    expect(row.checkReason).toBe('Channel not found on YouTube');
    const real = youtubeChannel(platforms);
    const mapped = await applySubmissionMapping(t.ctx, actor, campaign.id, row.id, {
      mapping: { kind: 'url', channelUrl: real.url, influencerId: null },
      continuePipeline: true,
    });
    expect(mapped).toMatchObject({ status: 'added to workflow', outcome: 'invited' });
    const [creator] = await db
      .select()
      .from(influencers)
      .where(eq(influencers.id, mapped.influencerId ?? 0));
    expect(creator?.source).toBe(InfluencerSource.LeadMagnetSubmission);

    // Another submission cannot take that channel.
    const second = await submitAndRun(db, jobs, leadMagnet, {
      email: uniqueEmail('typo2'),
      channelUrl: 'https://www.youtube.com/@another-typo-here',
    });
    await expect(
      applySubmissionMapping(t.ctx, actor, campaign.id, second.id, {
        mapping: { kind: 'channel', channelId: mapped.channelId ?? 0 },
        continuePipeline: true,
      }),
    ).rejects.toMatchObject({ status: 409 });
    // Without continuing: mapped, resting.
    const other = youtubeChannel(platforms);
    const [otherCreator] = await db
      .insert(influencers)
      .values({ mediaName: 'Other' })
      .returning({ id: influencers.id });
    const [otherChannel] = await db
      .insert(channels)
      .values({
        influencerId: otherCreator?.id ?? 0,
        type: 1,
        url: other.url,
        lookupKey: `handle:${other.handle}`,
      })
      .returning({ id: channels.id });
    const rested = await applySubmissionMapping(t.ctx, actor, campaign.id, second.id, {
      mapping: { kind: 'channel', channelId: otherChannel?.id ?? 0 },
      continuePipeline: false,
    });
    expect(rested).toMatchObject({
      status: 'mapped',
      channelId: otherChannel?.id,
      influencerId: otherCreator?.id,
      checkStep: null,
      nextStep: null,
    });
    // Not mapped: add-to-campaign answers 409; unknown submission 404.
    const unmapped = await insertSubmission(db, leadMagnet, {
      email: uniqueEmail('unmapped'),
      channelUrl: youtubeChannel(platforms).url,
    });
    await expect(
      addSubmissionToCampaign(t.ctx, actor, campaign.id, unmapped.id),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      retrySubmission(t.ctx, actor, campaign.id + 100_000, unmapped.id),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('without provider keys', () => {
  it('validate: says the key is missing (check error), never passes silently', async () => {
    const bare = await createTestApp({
      env: { PUBLIC_URL: 'http://app.test', EMAIL_RATE_LIMIT: '1000' },
    });
    const { campaign, leadMagnet } = await captureCampaign(bare, smtp, { keys: 1 });
    const row = await submitAndRun(bare.database.db, bare.ctx.jobs, leadMagnet, {
      email: uniqueEmail('nokey'),
      channelUrl: 'https://www.youtube.com/@somebody-real',
    });
    expect(row).toMatchObject({
      status: 'check error',
      checkStep: 'validate',
      checkReason: 'YouTube API key is not configured: subscribers cannot be checked',
    });
    // Mapped all the same, so the manager sees which channel it is.
    expect(row.channelId).not.toBeNull();
    expect(toPublicSubmission(row, leadMagnet, campaign).state).toBe('received');
    const twitch = await submitAndRun(bare.database.db, bare.ctx.jobs, leadMagnet, {
      email: uniqueEmail('nokey'),
      channelUrl: 'https://www.twitch.tv/somebodyreal',
    });
    expect(twitch.checkReason).toBe(
      'Twitch client credentials are not configured: subscribers cannot be checked',
    );
  });
});

describe('the blocklist, once the channel is resolved', () => {
  /**
   * Stopped at validation: the submission is gone (issue 26: a blocked attempt keeps no
   * personal data), its lead magnet's count for the entry grew; nothing sent, nobody added,
   * no key held.
   */
  async function expectStoppedBlocked(
    campaignId: number,
    row: { email: string; leadMagnetId: number },
    attempts = 1,
  ) {
    const stored = await db
      .select()
      .from(leadMagnetSubmissions)
      .where(eq(leadMagnetSubmissions.email, row.email));
    expect(stored).toEqual([]);
    const [counted] = await queryRows<{ attempts: number }>(
      db,
      sql`select sum(attempts)::int as attempts from capture_block_counts where lead_magnet_id = ${row.leadMagnetId}`,
    );
    expect(counted?.attempts).toBe(attempts);
    expect(messagesTo(smtp, row.email)).toHaveLength(0);
    expect(
      await queryRows(
        db,
        sql`select 1 from campaign_influencers where campaign_id = ${campaignId}`,
      ),
    ).toEqual([]);
    expect((await codesOf(campaignId)).filter((c) => c.status !== 'available')).toEqual([]);
  }

  /** Applies on the page; the answer is the neutral one, and the row is read before it goes. */
  async function applyBlocked(slug: string, input: { email: string; channelUrl: string }) {
    expect(await applyOnPage(t, slug, input)).toMatchObject({
      state: 'received',
      verificationCode: null,
    });
  }

  it('catches the @handle of a channel blocked by its /channel/UC… link', async () => {
    const { me, campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 2 });
    const channel = youtubeChannel(platforms);
    await block(me.headers, 'channel', `https://www.youtube.com/channel/${channel.id}`);

    const email = uniqueEmail('handle');
    await applyBlocked(leadMagnet.slug, { email, channelUrl: channel.url });
    // It was resolved (so the block could see its id), and the check stopped it there,
    // before the CRM got a creator for it: no channel, no influencer with the address.
    expect(await db.select().from(channels).where(eq(channels.externalId, channel.id))).toEqual([]);
    expect(await db.select().from(influencers).where(eq(influencers.email, email))).toEqual([]);
    await expectStoppedBlocked(campaign.id, { email, leadMagnetId: leadMagnet.id });
    expect(confirmations(email)).toHaveLength(0);

    // The other way round: blocked by its @handle, applied with its /channel/UC… link.
    const other = youtubeChannel(platforms);
    await block(me.headers, 'channel', other.url);
    const byId = uniqueEmail('byid');
    await applyBlocked(leadMagnet.slug, {
      email: byId,
      channelUrl: `https://www.youtube.com/channel/${other.id}`,
    });
    await expectStoppedBlocked(campaign.id, { email: byId, leadMagnetId: leadMagnet.id }, 2);
  });

  it("catches a blocked domain (or its subdomain) on the CRM creator's email the channel resolves to", async () => {
    const { me, campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 1 });
    const domain = `${uniq('blocked').toLowerCase()}.example`;
    await block(me.headers, 'emailDomain', domain);
    // The CRM knows the channel only by its id, and its creator by a blocked address.
    const channel = youtubeChannel(platforms);
    const [known] = await db
      .insert(influencers)
      .values({ mediaName: 'Known', email: `agent@mail.${domain}` })
      .returning({ id: influencers.id });
    await db.insert(channels).values({
      influencerId: known?.id ?? 0,
      type: 1,
      url: `https://www.youtube.com/channel/${channel.id}`,
      lookupKey: `id:${channel.id}`,
      externalId: channel.id,
    });

    const email = uniqueEmail('clean');
    await applyBlocked(leadMagnet.slug, { email, channelUrl: channel.url });
    await expectStoppedBlocked(campaign.id, { email, leadMagnetId: leadMagnet.id });
  });

  it('catches a manual mapping to a blocked channel when the pipeline goes on', async () => {
    const { me, campaign, leadMagnet } = await captureCampaign(t, smtp, { keys: 1 });
    const streamer = twitchUser(platforms);
    await block(me.headers, 'channel', streamer.url);
    const { row } = await applyAndLoad(leadMagnet.slug, {
      email: uniqueEmail('typo'),
      channelUrl: 'https://www.youtube.com/@no-such-creator-here',
    });
    expect(row.checkReason).toBe('Channel not found on YouTube');

    const mapped = await t.app.inject({
      method: 'POST',
      url: `/api/lead-magnet/campaign/${campaign.id}/submissions/${row.id}/apply-mapping`,
      headers: me.headers,
      payload: {
        mapping: { kind: 'url', channelUrl: streamer.url, influencerId: null },
        continuePipeline: true,
      },
    });
    // The pipeline ran at once (inline queue) and the submission is gone: 404.
    expect(mapped.statusCode, mapped.body).toBe(404);
    await expectStoppedBlocked(campaign.id, row);
  });
});

describe('a Twitch channel on the automatic path', () => {
  it('is checked with Helix figures, confirmed by email, added, given a key and invited', async () => {
    const { campaign, leadMagnet } = await captureCampaign(t, smtp, {
      keys: 2,
      settings: { minSubscribers: 10_000 },
    });
    const streamer = twitchUser(platforms, { followers: 23_456 });
    const email = uniqueEmail('streamer');
    const requestsBefore = platforms.state.requests.length;

    const applied = await applyAndLoad(leadMagnet.slug, {
      email,
      channelUrl: streamer.url,
    });
    // The channel proof: the code in the Get Users description, checked on the creator's ask.
    expect(applied.submitted.state).toBe('verifyCode');
    const user = platforms.state.twitchUsers.find((u) => u.login === streamer.login);
    if (user) user.description = `Live daily ${applied.row.verificationCode}`;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/public/apply/${leadMagnet.slug}/submissions/${applied.row.publicToken}/check-code`,
      remoteAddress: '10.78.0.1',
    });
    expect(asked.json<PublicSubmission>().state).toBe('invited');
    const row = await submissionRow(db, applied.row.id);
    expect(row).toMatchObject({
      channelProof: 'code',
      status: 'added to workflow',
      outcome: 'invited',
      channelType: ChannelType.Twitch,
      checkStep: null,
      nextStep: null,
    });
    // Validated with Helix: Get Users, then the follower total as the figure.
    const helix = platforms.state.requests.slice(requestsBefore);
    expect(helix.some((r) => r.startsWith('GET /helix/users?'))).toBe(true);
    expect(helix.some((r) => r.startsWith('GET /helix/channels/followers?'))).toBe(true);
    const [channel] = await db
      .select()
      .from(channels)
      .where(eq(channels.id, row.channelId ?? 0));
    expect(channel).toMatchObject({
      type: ChannelType.Twitch,
      externalId: streamer.id,
      handle: streamer.login,
      subscribers: 23_456,
      statsStatus: 'ok',
    });
    // The confirmation email with its signed link, then the invite.
    const [confirmation] = confirmations(email);
    const token = confirmTokenIn(confirmation?.html ?? '');
    expect(token && verifyConfirmToken(t.config, token)).toBe(row.id);
    expect(invitations(email)).toHaveLength(1);
    expect(await workflowRow(campaign.id, row.influencerId)).toMatchObject({
      id: row.campaignInfluencerId,
      status: CampaignInfluencerStatus.Invited,
      inviteEmail: 'sent',
    });
    expect((await codesOf(campaign.id)).filter((c) => c.status === 'reserved')).toEqual([
      { status: 'reserved', influencer_id: row.influencerId },
    ]);

    // The same figures decide the minimum: a smaller streamer stops there.
    const small = twitchUser(platforms, { followers: 900 });
    const below = await applyAndLoad(leadMagnet.slug, {
      email: uniqueEmail('small'),
      channelUrl: small.url,
    });
    expect(below.row).toMatchObject({ status: 'mapped', outcome: 'belowMinimum' });
    expect(invitations(below.row.email)).toHaveLength(0);
  });
});
