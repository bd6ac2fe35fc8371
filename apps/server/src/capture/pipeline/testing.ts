// Test helpers for the pipeline suites and the bench (not used by the app).
import { randomBytes } from 'node:crypto';
import {
  CaptureVerification,
  campaignFieldsSchema,
  type LiveCaptureSettings,
  type PublicSubmission,
} from '@app/contract';
import { eq, type sql } from 'drizzle-orm';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { startEmailTestApp, TEAM_SMTP_LOGIN } from '../../../test/email-factories.ts';
import { signedIn, uniqueEmail } from '../../../test/factories.ts';
import {
  addYoutubeChannel,
  type FakePlatforms,
  startFakePlatforms,
} from '../../../test/fake-platforms.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { importJson, steamKeys } from '../../campaigns/keys/testing.ts';
import type { TestSmtpOptions, TestSmtpServer } from '../../email/delivery/testing.ts';
import type { Db } from '../../platform/db/open-database.ts';
import {
  type CampaignAdsValue,
  type LeadMagnetRow,
  type LeadMagnetSubmissionRow,
  leadMagnetSubmissions,
  leadMagnets,
} from '../../platform/db/schema/index.ts';
import { transaction } from '../../platform/db/transaction.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { channelIdentityOf } from '../channel-key.ts';
import { startCapturePipeline } from './actions.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * What a capture suite runs against: the stand-in platforms, the team's SMTP sink (`refuse`,
 * `refuseRecipient`: what it turns away) and the app on both, with links on app.test and no
 * send pacing. `googleSignIn` adds the stand-ins' OAuth clients, for channel sign-in.
 */
export async function startCaptureSuite(
  options: Pick<TestSmtpOptions, 'refuse' | 'refuseRecipient'> & { googleSignIn?: boolean } = {},
) {
  const { googleSignIn, ...smtpOptions } = options;
  const platforms = await startFakePlatforms();
  const { t, smtp } = await startEmailTestApp({
    ...smtpOptions,
    env: { ...platforms.env, ...(googleSignIn ? platforms.googleSignInEnv : {}) },
  });
  return { platforms, smtp, t, db: t.database.db };
}

/**
 * The description code the helpers' submissions carry and their stand-in channels show by
 * default, so a channel-proof lead magnet (the default) proves them at validation. A test
 * about a missing proof gives the channel a description of its own.
 */
export const TEST_PROOF_CODE = 'PRVF8K';

/** A 6-character code like the ones submit gives. */
export function testVerificationCode(): string {
  return Array.from(randomBytes(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A new campaign's ads: off (the contract's default). */
export const adsOff: CampaignAdsValue = campaignFieldsSchema.shape.ads.parse(undefined);

/**
 * A live-capture campaign (with a sender on the SMTP sink), its lead magnet with `settings`,
 * and `keys` Steam keys (bundle of one). Answers the campaign, the lead magnet and the
 * manager's headers.
 */
export async function captureCampaign(
  t: TestApp,
  smtp: TestSmtpServer,
  options: {
    settings?: Partial<LiveCaptureSettings>;
    keys?: number;
    ads?: Partial<CampaignAdsValue>;
  } = {},
) {
  const me = await signedIn(t);
  const account = await t.app.inject({
    method: 'POST',
    url: '/api/mailer-auth',
    headers: me.headers,
    payload: {
      email: uniqueEmail('team'),
      name: 'Team Mailbox',
      host: '127.0.0.1',
      port: smtp.port,
      username: TEAM_SMTP_LOGIN.user,
      password: TEAM_SMTP_LOGIN.pass,
    },
  });
  if (account.statusCode !== 200) throw new Error(`mailer account: ${account.body}`);
  const campaign = await createTestCampaign(t, {
    createdBy: me.id,
    isLiveCapture: true,
    redeemCodePlatforms: ['steam'],
    ads: { ...adsOff, ...options.ads },
  });
  const settings = {
    autovalidate: true,
    autoinvite: true,
    minSubscribers: 0,
    verification: CaptureVerification.Channel,
    ...options.settings,
  };
  const [leadMagnet] = await t.database.db
    .insert(leadMagnets)
    .values({
      campaignId: campaign.id,
      type: 'hosted_page',
      slug: `lc-${randomBytes(6).toString('hex')}`,
      successMessage: 'Thanks!',
      ...settings,
    })
    .returning();
  if (!leadMagnet) throw new Error('no lead magnet');
  const keys = options.keys ?? 0;
  const codes = steamKeys(keys);
  if (keys > 0) {
    const imported = await importJson(t, me.headers, campaign.id, 'steam', codes);
    if (imported.statusCode !== 200) throw new Error(`import failed: ${imported.body}`);
  }
  return { me, campaign, leadMagnet, codes };
}

/** A YouTube channel on the stand-in: its id, handle and URL. */
export function youtubeChannel(
  platforms: FakePlatforms,
  options: { subscribers?: number; description?: string; title?: string } = {},
) {
  const channel = addYoutubeChannel(platforms, {
    description: `Games and more. ${TEST_PROOF_CODE}`,
    ...options,
  });
  return { ...channel, url: `https://www.youtube.com/@${channel.handle}` };
}

/** A Twitch user on the stand-in. */
export function twitchUser(
  platforms: FakePlatforms,
  options: { followers?: number; description?: string } = {},
) {
  const seed = randomBytes(6).toString('hex');
  const user = {
    id: String(100_000 + Math.floor(Math.random() * 1_000_000)),
    login: `streamer${seed}`,
    displayName: `Streamer ${seed}`,
    description: options.description ?? `Live every day. ${TEST_PROOF_CODE}`,
    followers: options.followers ?? 20_000,
  };
  platforms.state.twitchUsers.push(user);
  return { ...user, url: `https://www.twitch.tv/${user.login}` };
}

/** The columns submit stores for a submission (status 'not mapped'). */
function submissionValues(
  leadMagnet: Pick<LeadMagnetRow, 'id' | 'campaignId'>,
  input: { email: string; channelUrl: string; verificationCode?: string },
) {
  const identity = channelIdentityOf(input.channelUrl);
  return {
    leadMagnetId: leadMagnet.id,
    campaignId: leadMagnet.campaignId,
    publicToken: randomBytes(16).toString('base64url'),
    email: input.email.toLowerCase(),
    channelUrl: input.channelUrl,
    channelType: identity?.type ?? null,
    channelKey: identity?.key ?? null,
    verificationCode: input.verificationCode ?? TEST_PROOF_CODE,
  };
}

/** A submission row as submit stores it (status 'not mapped'). */
export async function insertSubmission(
  db: Db,
  leadMagnet: Pick<LeadMagnetRow, 'id' | 'campaignId'>,
  input: { email: string; channelUrl: string; verificationCode?: string },
): Promise<LeadMagnetSubmissionRow> {
  const [row] = await db
    .insert(leadMagnetSubmissions)
    .values(submissionValues(leadMagnet, input))
    .returning();
  if (!row) throw new Error('no submission');
  return row;
}

/**
 * Submit with autovalidate: the row and the pipeline's first job in one transaction. With
 * the inline queue every step has run when this answers. Answers the row as it then is.
 */
export async function submitAndRun(
  db: Db,
  jobs: JobQueue,
  leadMagnet: Pick<LeadMagnetRow, 'id' | 'campaignId'>,
  input: { email: string; channelUrl: string; verificationCode?: string },
): Promise<LeadMagnetSubmissionRow> {
  const id = await transaction(db, async (tx) => {
    const [row] = await tx
      .insert(leadMagnetSubmissions)
      .values(submissionValues(leadMagnet, input))
      .returning({ id: leadMagnetSubmissions.id });
    if (!row) throw new Error('no submission');
    await startCapturePipeline(tx, row.id, jobs);
    return row.id;
  });
  return submissionRow(db, id);
}

export async function submissionRow(db: Db, id: number): Promise<LeadMagnetSubmissionRow> {
  const [row] = await db
    .select()
    .from(leadMagnetSubmissions)
    .where(eq(leadMagnetSubmissions.id, id));
  if (!row) throw new Error(`no submission ${id}`);
  return row;
}

/** The submission a creator holds the public token of. */
export async function submissionByToken(db: Db, token: string): Promise<LeadMagnetSubmissionRow> {
  const [row] = await db
    .select()
    .from(leadMagnetSubmissions)
    .where(eq(leadMagnetSubmissions.publicToken, token));
  if (!row) throw new Error('no submission stored');
  return row;
}

let applicantAddresses = 0;

/**
 * A creator applies on the public page, each from an address of their own (the page's per-IP
 * limits are not what these tests are about). Answers what the page receives.
 */
export async function applyOnPage(
  t: TestApp,
  slug: string,
  input: { email: string; channelUrl: string },
): Promise<PublicSubmission> {
  applicantAddresses++;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/public/apply/${slug}/submissions`,
    payload: input,
    remoteAddress: `10.88.${Math.floor(applicantAddresses / 250)}.${(applicantAddresses % 250) + 1}`,
  });
  if (answer.statusCode !== 200)
    throw new Error(`apply answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<PublicSubmission>();
}

/** Raw rows of a query, typed by the caller. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The messages the sink got for `to` whose subject starts with `subject`. */
export function messagesTo(smtp: TestSmtpServer, to: string, subject?: string) {
  return smtp.messages.filter(
    (m) =>
      m.to.includes(to.toLowerCase()) &&
      (subject === undefined || (m.headers.get('subject') ?? '').startsWith(subject)),
  );
}

/** The confirm link's token in a confirmation email (through the click redirect or not). */
export function confirmTokenIn(html: string): string | null {
  const decoded = decodeURIComponent(html.replaceAll('&amp;', '&'));
  return (
    /\/api\/public\/apply\/confirm\/([0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22})/.exec(decoded)?.[1] ??
    null
  );
}
