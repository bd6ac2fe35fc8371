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
import type { AppContext } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/open-database.ts';
import {
  type CampaignRow,
  campaigns,
  type LeadMagnetRow,
  type LeadMagnetSubmissionRow,
  leadMagnets,
  products,
  leadMagnetSubmissions as s,
} from '../../db/schema/index.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { blocklistNames, domainsOf } from './blocklist.ts';
import { channelIdentityOf, requireChannelIdentity } from './channel-key.ts';
import { checkAnswers, hasControlCharacters } from './extra-fields.ts';
import { ipHashOf } from './ip-hash.ts';
import { checkSubmissionCode, startCapturePipeline, toPublicSubmission } from './pipeline/index.ts';

type ApplyInput = z.output<typeof applyRequest>;

type OpenLeadMagnet = {
  leadMagnet: LeadMagnetRow;
  campaign: CampaignRow;
  productTitle: string | null;
  productImageKey: string | null;
};

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
  if (!row?.campaign.isLiveCapture || row.campaign.status === CampaignStatus.Closed) {
    throw AppError.notFound();
  }
  return row;
}

/** GET /public/apply/{slug}: only what a creator may see. */
export async function getApplyPage(
  ctx: Pick<AppContext, 'db' | 'storage'>,
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
function prepareSubmitRead(db: Db) {
  return db
    .select({
      leadMagnet: leadMagnets,
      campaign: campaigns,
      recent: sql<number>`(select count(*)::int from (select 1 from lead_magnet_submissions
        where ip_hash = ${sql.placeholder('ipHash')} and created_at > now() - interval '1 hour'
        limit ${sql.placeholder('cap')}) r)`,
      blocked: blocklistNames({
        emails: sql`array[${sql.placeholder('email')}::text]`,
        domains: sql`${sql.placeholder('domains')}::text[]`,
        channelKeys: sql`array[${sql.placeholder('channelKey')}::text]`,
      }),
    })
    .from(leadMagnets)
    .innerJoin(campaigns, eq(campaigns.id, leadMagnets.campaignId))
    .where(eq(leadMagnets.slug, sql.placeholder('slug')))
    .prepare('live_capture_submit_read');
}
const submitReads = new WeakMap<Db, ReturnType<typeof prepareSubmitRead>>();

async function readForSubmit(
  db: Db,
  slug: string,
  sender: { ipHash: string; email: string; channelKey: string; cap: number },
) {
  let prepared = submitReads.get(db);
  if (!prepared) {
    prepared = prepareSubmitRead(db);
    submitReads.set(db, prepared);
  }
  const [row] = await prepared.execute({
    slug,
    ...sender,
    // A PostgreSQL array literal: the domains are letters, digits, dots and dashes.
    domains: `{${domainsOf(sender.email).join(',')}}`,
  });
  if (!row?.campaign.isLiveCapture || row.campaign.status === CampaignStatus.Closed) {
    throw AppError.notFound();
  }
  return { ...row, recent: Number(row.recent), blocked: row.blocked === true };
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
 * - on the blocklist: stored with outcome 'blocked' (never piped), answered "received";
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
    blocked,
  } = await readForSubmit(ctx.db, slug, {
    ipHash,
    email: input.email,
    channelKey: parsed?.key ?? '',
    cap: limits.perHour,
  });
  const channel = parsed ?? requireChannelIdentity(input.channelUrl, 'channelUrl');
  if (!parsed) throw AppError.field('channelUrl', messages.unsupportedChannelUrl);
  const fields = checkAnswers(lm.fields, input.fields);

  if (input.website && input.website.trim() !== '') {
    return publicSubmission.parse({
      token: publicToken(),
      state: 'received',
      channelType: channel.type,
      verificationCode: null,
      ad: null,
      message: lm.successMessage,
    });
  }
  if (recent >= limits.perHour) {
    throw new AppError(ErrorCode.TooManyRequests, messages.tooManyRequests);
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
        outcome: blocked ? 'blocked' : null,
        verificationCode: verificationCode(),
        ipHash,
      })
      .onConflictDoNothing()
      .returning();
  let row: LeadMagnetSubmissionRow | null;
  if (blocked || !lm.autovalidate) {
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
  }
  // A twin (same email or channel) holds the place: its state is the answer; it is
  // visible now, since the conflicting insert waited for it to commit.
  row ??= await findExisting(ctx.db, campaign.id, input.email, channel.key);
  if (!row) throw new Error('the submission vanished');
  return toPublicSubmission(row, lm, campaign);
}

/** A submission of an open lead magnet by its public token, or 404. */
async function findSubmission(db: DbOrTx, slug: string, token: string) {
  const open = await findOpenLeadMagnet(db, slug);
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.publicToken, token), eq(s.leadMagnetId, open.leadMagnet.id)));
  if (!row) throw AppError.notFound();
  return { ...open, row };
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
