import { randomBytes, randomInt } from 'node:crypto';
import {
  type applyRequest,
  CampaignStatus,
  ErrorCode,
  messages,
  type PublicApplyPage,
  type PublicSubmission,
  publicApplyPage,
  publicSubmission,
} from '@app/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, Db, DbOrTx } from '../platform/index.ts';
import {
  AppError,
  type CampaignRow,
  campaigns,
  type LeadMagnetRow,
  type LeadMagnetSubmissionRow,
  leadMagnets,
  perOwner,
  products,
  leadMagnetSubmissions as s,
  transaction,
} from '../platform/index.ts';
import { blockingEntry, countBlocked, domainsOf } from './blocklist.ts';
import { channelIdentityOf, requireChannelIdentity } from './channel-key.ts';
import { checkAnswers, hasControlCharacters } from './extra-fields.ts';
import { ipHashOf } from './ip-hash.ts';
import { offeredSignIns } from './offered-sign-ins.ts';
import { checkSubmissionCode, startCapturePipeline, toPublicSubmission } from './pipeline/index.ts';

type ApplyInput = z.output<typeof applyRequest>;

type OpenLeadMagnet = {
  leadMagnet: LeadMagnetRow;
  campaign: CampaignRow;
  productTitle: string | null;
  productImageKey: string | null;
};

/** A live-capture campaign that is not closed: its page takes applications. */
const takesApplications = (campaign: Pick<CampaignRow, 'isLiveCapture' | 'status'>) =>
  campaign.isLiveCapture && campaign.status !== CampaignStatus.Closed;

/**
 * The lead magnet at a slug, when its page is open: the campaign exists, has the
 * live-capture flag and is not closed. Anything else is the same 404 "Not found".
 */
async function findOpenLeadMagnet(db: DbOrTx, slug: string): Promise<OpenLeadMagnet> {
  const [row] = await db
    .select({
      leadMagnet: leadMagnets,
      campaign: campaigns,
      productTitle: products.title,
      productImageKey: products.imageKey,
    })
    .from(leadMagnets)
    .innerJoin(campaigns, eq(campaigns.id, leadMagnets.campaignId))
    .leftJoin(products, eq(products.id, campaigns.productId))
    .where(eq(leadMagnets.slug, slug));
  if (!row || !takesApplications(row.campaign)) {
    throw AppError.notFound();
  }
  return row;
}

/** GET /public/apply/{slug}: only what a creator may see. */
export async function getApplyPage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  slug: string,
): Promise<PublicApplyPage> {
  const {
    leadMagnet: lm,
    campaign,
    productTitle,
    productImageKey,
  } = await findOpenLeadMagnet(ctx.db, slug);
  const imageKey = campaign.imageKey ?? productImageKey;
  return publicApplyPage.parse({
    slug: lm.slug,
    type: lm.type,
    title: lm.title ?? campaign.name,
    intro: lm.intro ?? campaign.brief,
    imageUrl: imageKey ? ctx.storage.url(imageKey) : null,
    productTitle,
    fields: lm.fields.map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      options: f.options,
    })),
    verification: lm.verification,
    signIn: offeredSignIns(ctx.config, lm.verification),
  });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The code a creator puts in the channel description: 6 characters nobody misreads. */
function verificationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** 128 random bits, base64url: the creator's handle on their submission. */
const publicToken = () => randomBytes(16).toString('base64url');

/**
 * The submit's one read, prepared once per database (a named statement: planned once per
 * connection): the open lead magnet at the slug as findOpenLeadMagnet reads it, with the
 * sender's submissions in the last hour (counted up to `cap`, so a flood from one address
 * costs no more than the limit) and whether the blocklist names the email, its domain (or a
 * parent domain) or the channel.
 */
const prepareSubmitRead = perOwner((db: Db) =>
  db
    .select({
      leadMagnet: leadMagnets,
      campaign: campaigns,
      recent: sql<number>`(select count(*)::int from (select 1 from lead_magnet_submissions
        where ip_hash = ${sql.placeholder('ipHash')} and created_at > now() - interval '1 hour'
        limit ${sql.placeholder('cap')}) r)`,
      blockedBy: blockingEntry({
        emails: sql`array[${sql.placeholder('email')}::text]`,
        domains: sql`${sql.placeholder('domains')}::text[]`,
        channelKeys: sql`array[${sql.placeholder('channelKey')}::text]`,
      }),
    })
    .from(leadMagnets)
    .innerJoin(campaigns, eq(campaigns.id, leadMagnets.campaignId))
    .where(eq(leadMagnets.slug, sql.placeholder('slug')))
    .prepare('live_capture_submit_read'),
);

async function readForSubmit(
  db: Db,
  slug: string,
  sender: { ipHash: string; email: string; channelKey: string; cap: number },
) {
  const [row] = await prepareSubmitRead(db).execute({
    slug,
    ...sender,
    // A PostgreSQL array literal: the domains are letters, digits, dots and dashes.
    domains: `{${domainsOf(sender.email).join(',')}}`,
  });
  if (!row || !takesApplications(row.campaign)) {
    throw AppError.notFound();
  }
  const blockedBy = row.blockedBy === null ? null : Number(row.blockedBy);
  return { ...row, recent: Number(row.recent), blockedBy };
}

/** The submission that already holds this email or channel in the campaign. */
async function findExisting(
  db: DbOrTx,
  campaignId: number,
  email: string,
  channelKey: string,
): Promise<LeadMagnetSubmissionRow | null> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.campaignId, campaignId), or(eq(s.email, email), eq(s.channelKey, channelKey))))
    .orderBy(s.id)
    .limit(1);
  return row ?? null;
}

async function reread(db: DbOrTx, id: number): Promise<LeadMagnetSubmissionRow | null> {
  const [row] = await db.select().from(s).where(eq(s.id, id));
  return row ?? null;
}

export type SubmitLimits = { perHour: number };

/**
 * POST /public/apply/{slug}/submissions. Validates (SPEC's messages), then:
 * - a filled honeypot (`website`) is answered "received" and stored nowhere;
 * - more than `perHour` submissions from the sender's IP within an hour: 429, nothing stored;
 * - on the blocklist: answered "received" like the honeypot, stored nowhere; only the count
 *   of the lead magnet and entry grows (issue 26: no personal data kept);
 * - the same email or channel already applied to the campaign: the existing submission's
 *   state, nothing created (the unique indexes decide, so concurrent twins make one row);
 * - else stored 'not mapped' and, with autovalidate, the pipeline's first job enqueued in
 *   the same transaction.
 */
export async function submitApplication(
  ctx: AppContext,
  slug: string,
  input: ApplyInput,
  ip: string,
  limits: SubmitLimits,
): Promise<PublicSubmission> {
  // The channel is read first (no I/O) for its key; its error waits for the page's 404.
  const parsed = hasControlCharacters(input.channelUrl)
    ? null
    : channelIdentityOf(input.channelUrl);
  const ipHash = ipHashOf(ctx.config, ip);
  const {
    leadMagnet: lm,
    campaign,
    recent,
    blockedBy,
  } = await readForSubmit(ctx.db, slug, {
    ipHash,
    email: input.email,
    channelKey: parsed?.key ?? '',
    cap: limits.perHour,
  });
  const channel = parsed ?? requireChannelIdentity(input.channelUrl, 'channelUrl');
  if (!parsed) throw AppError.field('channelUrl', messages.unsupportedChannelUrl);
  const fields = checkAnswers(lm.fields, input.fields);

  // The neutral answer: a token that names nothing, as for any received submission.
  const neutral = () =>
    publicSubmission.parse({
      token: publicToken(),
      state: 'received',
      channelType: channel.type,
      verificationCode: null,
      ad: null,
      message: lm.successMessage,
    });
  if (input.website && input.website.trim() !== '') return neutral();
  if (recent >= limits.perHour) {
    throw new AppError(ErrorCode.TooManyRequests, messages.tooManyRequests);
  }
  if (blockedBy !== null) {
    await countBlocked(ctx.db, lm.id, blockedBy);
    return neutral();
  }

  const insert = (db: DbOrTx) =>
    db
      .insert(s)
      .values({
        leadMagnetId: lm.id,
        campaignId: campaign.id,
        publicToken: publicToken(),
        email: input.email,
        channelUrl: input.channelUrl,
        channelType: channel.type,
        channelKey: channel.key,
        fields,
        verificationCode: verificationCode(),
        ipHash,
      })
      .onConflictDoNothing()
      .returning();
  let row: LeadMagnetSubmissionRow | null;
  if (!lm.autovalidate) {
    // Nothing else to write: one statement, its own transaction.
    row = (await insert(ctx.db))[0] ?? null;
  } else {
    const created = await transaction(ctx.db, async (tx) => {
      const [inserted] = await insert(tx);
      if (inserted) await startCapturePipeline(tx, inserted.id, ctx.jobs);
      return inserted ?? null;
    });
    // Read after the commit: the first step may have run already (inline jobs in tests).
    row = created ? await reread(ctx.db, created.id) : null;
    // Gone already: blocked once its channel was resolved (the pipeline keeps only a count).
    if (created && !row) return neutral();
  }
  // A twin (same email or channel) holds the place: its state is the answer; it is
  // visible now, since the conflicting insert waited for it to commit.
  row ??= await findExisting(ctx.db, campaign.id, input.email, channel.key);
  if (!row) throw new Error('the submission vanished');
  return toPublicSubmission(row, lm, campaign);
}

/**
 * The read behind every poll of the page (and Check now, and a sign-in): the submission by
 * its public token with its lead magnet and campaign, in one statement prepared once per
 * database (the token's unique index finds the row; polls come every 2 s from every waiting
 * creator, so a flash crowd is mostly this).
 */
const prepareSubmissionRead = perOwner((db: Db) =>
  db
    .select({ row: s, leadMagnet: leadMagnets, campaign: campaigns })
    .from(s)
    .innerJoin(leadMagnets, eq(leadMagnets.id, s.leadMagnetId))
    .innerJoin(campaigns, eq(campaigns.id, leadMagnets.campaignId))
    .where(
      and(
        eq(s.publicToken, sql.placeholder('token')),
        eq(leadMagnets.slug, sql.placeholder('slug')),
      ),
    )
    .prepare('live_capture_submission_read'),
);

/** A submission of an open lead magnet (as findOpenLeadMagnet) by its public token, or 404. */
export async function findSubmission(db: Db, slug: string, token: string) {
  const [found] = await prepareSubmissionRead(db).execute({ slug, token });
  if (!found || !takesApplications(found.campaign)) {
    throw AppError.notFound();
  }
  return found;
}

/** GET /public/apply/{slug}/submissions/{token}: where it stands (the page polls). */
export async function getSubmissionState(
  ctx: Pick<AppContext, 'db'>,
  slug: string,
  token: string,
): Promise<PublicSubmission> {
  const { row, leadMagnet, campaign } = await findSubmission(ctx.db, slug, token);
  return toPublicSubmission(row, leadMagnet, campaign);
}

/** POST .../submissions/{token}/check-code: reads the channel description again. */
export async function checkCode(
  ctx: AppContext,
  slug: string,
  token: string,
): Promise<PublicSubmission> {
  const { row, leadMagnet, campaign } = await findSubmission(ctx.db, slug, token);
  const checked = await checkSubmissionCode(ctx, row.id);
  return toPublicSubmission(checked, leadMagnet, campaign);
}
