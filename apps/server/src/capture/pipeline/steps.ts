import { setTimeout } from 'node:timers/promises';
import {
  CampaignInfluencerStatus,
  CaptureStep,
  type CaptureVerification,
  ChannelProof,
  ChannelType,
  captureStep,
  channelTypeLabel,
  EmailTemplateType,
  emailTemplateMessages,
  InfluencerSource,
  InviteEmailState,
  messages,
  type ParsedChannelUrl,
  proofNeeds,
  SubmissionOutcome,
  SubmissionStatus,
  type WorkflowEmailOutcome,
  workflowMessages,
} from '@app/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  addInfluencersToCampaign,
  applyWorkflowAction,
  contentFor,
  emailOutcomeOf,
  lockCampaign,
  queueInvitesNow,
  reserveBundles,
  type TransitionBy,
  toWorkflowCampaign,
  workflowRows,
} from '../../campaigns/index.ts';
import type { ChannelStats } from '../../crm/index.ts';
import {
  findExistingChannel,
  freshStatsColumns,
  lookupKeyOf,
  lookupOf,
  newChannelValues,
  ProviderError,
  parseChannelUrl,
  providersFor,
  refreshChannel,
  refreshInfluencerAggregates,
} from '../../crm/index.ts';
import {
  influencerVariableColumns,
  queueEmails,
  renderEmail,
  resolveCampaignSender,
} from '../../email/index.ts';
import type { DbOrTx, JobQueue, Tx } from '../../platform/index.ts';
import {
  type CampaignRow,
  type ChannelRow,
  campaignInfluencers,
  campaigns,
  channels,
  defineJob,
  emails,
  influencers,
  insertedRow,
  isUniqueViolation,
  type JobContext,
  type LeadMagnetRow,
  type LeadMagnetSubmissionRow,
  leadMagnetSubmissions,
  leadMagnets,
  transaction,
} from '../../platform/index.ts';
import { blockingEntryOf, countBlocked } from '../blocklist.ts';
import { channelKeysOf } from '../channel-key.ts';
import { confirmLinkOf } from './confirm-token.ts';
import { descriptionHasCode } from './description.ts';
import { fraudFlags } from './fraud-flags.ts';
import { stepAfterGate } from './proof.ts';

// The live-capture pipeline (PRODUCT.md "Live capture"): a submission's steps run as jobs
// ('live-capture.step'). A step reads the submission, does its work, and in ONE transaction
// (the submission locked) checks that the step is still the one to run (`next_step`) and
// records its effect and the next step: a re-run after a crash, or a second job for one
// step, finds `next_step` moved on and does nothing. Provider calls happen outside
// transactions.
//
// A job carries the submission on from its due step (`next_step`) through every step that
// follows at once: one job per submission on the automatic path, not one per step (each job
// costs the queue half a dozen statements, and the step waited for a worker again). The job
// stays active until the chain stops, so a crash mid-chain is a lapsed lease: its takeover
// starts again at the due step. After a failure the job retries that step only; when it then
// passes, the next step gets a job of its own, with the whole retry budget.

export type StepEnv = Pick<JobContext, 'db' | 'config' | 'jobs'>;

/** A failure that retrying cannot fix: recorded at once as the step's check error. */
export class CheckError extends Error {
  override name = 'CheckError';
}

/** The step ends the pipeline without an error (a duplicate channel): nothing to record. */
class PipelineStopped extends Error {
  override name = 'PipelineStopped';
}

/** Runs of a failing step before its check error (pg-boss, with backoff). */
export const CAPTURE_STEP_RETRY_LIMIT = 4;
/** The inline queue's first wait before a retry (doubling after each). */
const INLINE_BACKOFF_MS = 200;

export const pipelineMessages = {
  notConfigured: (type: ChannelType) =>
    type === ChannelType.Youtube
      ? 'YouTube API key is not configured: subscribers cannot be checked'
      : 'Twitch client credentials are not configured: subscribers cannot be checked',
  channelNotFound: (type: ChannelType) => `Channel not found on ${channelTypeLabel[type]}`,
  hiddenSubscribers: 'The channel hides its subscriber count: the minimum cannot be checked',
  channelGone: 'The channel was deleted meanwhile',
  notMappedYet: 'The submission has no influencer: map it first',
  templateWithoutLink:
    'The channel-confirmation template has no {{inviteLink}}: the creator cannot confirm the channel',
  templateEmpty: 'The channel-confirmation template renders an empty subject or body',
  noAddress: 'The creator has no email address',
  unsubscribed: 'The creator unsubscribed from emails',
  addressBounced: "An earlier email to the creator's address bounced: fix the address, then retry",
  confirmationNotSent: 'The channel-confirmation email was not sent',
  inviteNotSent: 'The invite email was not sent',
} as const;

const S = leadMagnetSubmissions;

const stepData = z.object({
  submissionId: z.number().int().positive(),
  step: captureStep,
  /** The team member whose action started this run (manual add, retry), for the history. */
  actorId: z.number().int().positive().nullable().default(null),
});
type StepData = z.output<typeof stepData>;

export const captureStepJob = defineJob({
  name: 'live-capture.step',
  schema: stepData,
  retryLimit: CAPTURE_STEP_RETRY_LIMIT,
  // Each step waits mostly on a provider, the database or the outbox: several at once.
  concurrency: 24,
  async handler(data, env) {
    const { attempt } = env;
    // A retried job hands the step after the one that failed to a job of its own.
    const chain = !attempt || attempt.retryCount === 0;
    let step = await dueStep(env.db, data.submissionId);
    while (step !== null) {
      const run = { ...data, step };
      step = attempt
        ? await runCaptureStep(env, run, {
            final: attempt.retryCount >= attempt.retryLimit,
            chain,
          })
        : await runInline(env, run);
    }
  },
});

/**
 * The inline queue (tests, benches) never retries: the step retries here with the same limit
 * and a short backoff, so a run behaves as on pg-boss (its last failure recorded).
 */
async function runInline(env: StepEnv, run: StepData): Promise<CaptureStep | null> {
  for (let retryCount = 0; ; retryCount++) {
    const final = retryCount >= CAPTURE_STEP_RETRY_LIMIT;
    try {
      return await runCaptureStep(env, run, { final, chain: true });
    } catch (error) {
      if (final) throw error;
      await setTimeout(INLINE_BACKOFF_MS * 2 ** retryCount);
    }
  }
}

/** The step the submission waits for, null at rest. */
async function dueStep(db: DbOrTx, submissionId: number): Promise<CaptureStep | null> {
  const [row] = await db.select({ nextStep: S.nextStep }).from(S).where(eq(S.id, submissionId));
  return (row?.nextStep as CaptureStep | null | undefined) ?? null;
}

/** Enqueues a step's job in `tx` (outbox: it exists iff `tx` commits). */
export async function enqueueStep(
  jobs: JobQueue,
  tx: Tx,
  submissionId: number,
  step: CaptureStep,
  actorId: number | null = null,
): Promise<void> {
  await jobs.enqueue(tx, captureStepJob, { submissionId, step, actorId });
}

export async function lockSubmission(tx: Tx, id: number): Promise<LeadMagnetSubmissionRow | null> {
  const [row] = await tx.select().from(S).where(eq(S.id, id)).for('update');
  return row ?? null;
}

type Patch = PgUpdateSetSource<typeof S>;

/** One run of a step: the submission, who started it, and whether the job goes on after it. */
type StepRun = { submissionId: number; actorId: number | null; chain: boolean };

/**
 * Records the step's effect and the next step on the locked submission. Answers the next
 * step when this job runs it now (`chain`); otherwise it gets a job of its own (outbox).
 */
async function advance(
  tx: Tx,
  jobs: JobQueue,
  row: LeadMagnetSubmissionRow,
  patch: Patch,
  next: CaptureStep | null,
  run: StepRun,
): Promise<CaptureStep | null> {
  await tx
    .update(S)
    .set({ ...patch, nextStep: next, attempts: 0, updatedAt: sql`now()` })
    .where(eq(S.id, row.id));
  if (next === null || run.chain) return next;
  await enqueueStep(jobs, tx, row.id, next, run.actorId);
  return null;
}

/**
 * Runs `work` in one transaction on the submission locked, if `step` is still its next step:
 * a re-run after a crash, or a second job for the step, finds it moved on and answers null.
 */
async function onLockedStep(
  env: StepEnv,
  run: StepRun,
  step: CaptureStep,
  work: (tx: Tx, locked: LeadMagnetSubmissionRow) => Promise<CaptureStep | null>,
): Promise<CaptureStep | null> {
  return transaction(env.db, async (tx) => {
    const locked = await lockSubmission(tx, run.submissionId);
    if (!locked || locked.nextStep !== step) return null;
    return work(tx, locked);
  });
}

/** The influencer takes the submitted email when theirs is empty. */
export async function fillEmptyInfluencerEmail(
  tx: Tx,
  influencerId: number,
  email: string,
): Promise<void> {
  await tx
    .update(influencers)
    .set({ email, updatedAt: sql`now()` })
    .where(
      and(eq(influencers.id, influencerId), sql`coalesce(trim(${influencers.email}), '') = ''`),
    );
}

/** Another submission of the campaign has the channel: this one is a duplicate, at rest. */
async function markDuplicate(db: DbOrTx, submissionId: number): Promise<void> {
  await db
    .update(S)
    .set({ outcome: SubmissionOutcome.Duplicate, nextStep: null, updatedAt: sql`now()` })
    .where(eq(S.id, submissionId));
}

/** The submission's check error, if the step is still the one it was on. */
export async function recordCheckError(
  db: DbOrTx,
  submissionId: number,
  step: CaptureStep,
  reason: string,
): Promise<void> {
  await db
    .update(S)
    .set({
      status: SubmissionStatus.CheckError,
      checkStep: step,
      checkReason: reason.slice(0, 1000),
      checkAt: sql`now()`,
      nextStep: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(S.id, submissionId), eq(S.nextStep, step)));
}

/** What went wrong, for the manager: a database error's own words, not the query. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'Unknown error';
  const cause: unknown = error.cause;
  if (cause instanceof Error && cause.message && error.message.startsWith('Failed query')) {
    return cause.message;
  }
  return error.message || 'Unknown error';
}

/** A step: answers the step this job runs next, if any. */
type Step = (env: StepEnv, run: StepRun) => Promise<CaptureStep | null>;

const steps: Record<CaptureStep, Step> = {
  validate: validateStep,
  confirmationEmail: confirmationEmailStep,
  addToCampaign: addToCampaignStep,
  reserveKey: reserveKeyStep,
  invite: inviteStep,
};

/**
 * One run of one step; answers the step to run next in this job (`chain`), if any. A
 * CheckError is recorded at once; another failure is thrown back to the queue (retried with
 * backoff) until the last attempt, which records it. A failed run counts in `attempts` (a
 * step that succeeds resets it for the next).
 */
async function runCaptureStep(
  env: StepEnv,
  data: StepData,
  options: { final: boolean; chain: boolean },
): Promise<CaptureStep | null> {
  const { submissionId, step, actorId } = data;
  try {
    return await steps[step](env, { submissionId, actorId, chain: options.chain });
  } catch (error) {
    if (error instanceof PipelineStopped) return null;
    await env.db
      .update(S)
      .set({ attempts: sql`${S.attempts} + 1` })
      .where(and(eq(S.id, submissionId), eq(S.nextStep, step)));
    if (!(error instanceof CheckError) && !options.final) throw error;
    await recordCheckError(env.db, submissionId, step, reasonOf(error));
    return null;
  }
}

export type CaptureContext = { leadMagnet: LeadMagnetRow; campaign: CampaignRow };

/** The submission's lead magnet and campaign (null once deleted). */
export async function captureContext(
  db: DbOrTx,
  row: Pick<LeadMagnetSubmissionRow, 'leadMagnetId'>,
): Promise<CaptureContext | null> {
  const [found] = await db
    .select({ leadMagnet: leadMagnets, campaign: campaigns })
    .from(leadMagnets)
    .innerJoin(campaigns, eq(campaigns.id, leadMagnets.campaignId))
    .where(eq(leadMagnets.id, row.leadMagnetId));
  return found ?? null;
}

// Step 1: map and validate.

async function validateStep(env: StepEnv, run: StepRun): Promise<CaptureStep | null> {
  const { submissionId } = run;
  // Read without a lock: the provider calls below happen outside any transaction.
  const [row] = await env.db
    .select()
    .from(S)
    .where(and(eq(S.id, submissionId), eq(S.nextStep, CaptureStep.Validate)));
  if (!row) return null;
  const context = await captureContext(env.db, row);
  if (!context) return null;
  let channelId = row.channelId;
  let fresh = false;
  if (channelId === null) {
    const mapped = await mapChannelUrl(env, run, row);
    channelId = mapped.channelId;
    fresh = mapped.fresh;
  }
  if (!fresh) await refreshForCheck(env, channelId);
  const [channel] = await env.db.select().from(channels).where(eq(channels.id, channelId));
  if (!channel) throw new Error(pipelineMessages.channelGone);

  // Submit checked the URL as typed; the channel is now known by all its names (a block of
  // its /channel/UC… link catches its @handle) and its creator by the CRM's email too.
  const blockedBy = await resolvedIdentityBlocked(env.db, row, channel);
  if (blockedBy !== null) {
    await dropBlocked(env, run, blockedBy);
    return null;
  }

  const { leadMagnet, campaign } = context;
  // The code counts only in the channel's own description (YouTube snippet.description,
  // Twitch description), read from the platform just now.
  const codeFound =
    row.channelProof === null && descriptionHasCode(channel.description, row.verificationCode);
  const flags = await fraudFlags(env.db, row, channel);
  const subscribers = channel.subscribers;
  const ads = campaign.ads;
  let outcome: SubmissionOutcome | null = null;
  if (
    ads.enabled &&
    ads.subscribersThreshold !== null &&
    subscribers !== null &&
    subscribers < ads.subscribersThreshold
  ) {
    outcome = SubmissionOutcome.Ad;
  } else if (leadMagnet.minSubscribers > 0) {
    if (subscribers === null) throw new CheckError(pipelineMessages.hiddenSubscribers);
    if (subscribers < leadMagnet.minSubscribers) outcome = SubmissionOutcome.BelowMinimum;
  }
  return recordMapped(
    env,
    run,
    (locked) => ({
      ...(codeFound && locked.channelProof === null
        ? { channelProof: ChannelProof.Code, channelProvenAt: sql`now()` }
        : {}),
      flags,
      outcome,
    }),
    outcome === null ? CaptureStep.ConfirmationEmail : null,
  );
}

/** Validate's end: the submission is mapped, with what the check found (from the locked row). */
async function recordMapped(
  env: StepEnv,
  run: StepRun,
  found: (locked: LeadMagnetSubmissionRow) => Patch,
  next: CaptureStep | null,
): Promise<CaptureStep | null> {
  return onLockedStep(env, run, CaptureStep.Validate, (tx, locked) =>
    advance(
      tx,
      env.jobs,
      locked,
      {
        status: SubmissionStatus.Mapped,
        mappedAt: locked.mappedAt ?? sql`now()`,
        ...found(locked),
      },
      next,
      run,
    ),
  );
}

/** Like a block at submit: the count grows and the submission goes (no personal data). */
async function dropBlocked(env: StepEnv, run: StepRun, entryId: number): Promise<void> {
  await onLockedStep(env, run, CaptureStep.Validate, async (tx, locked) => {
    await tx.delete(S).where(eq(S.id, locked.id));
    await countBlocked(tx, locked.leadMagnetId, entryId);
    return null;
  });
}

/** The blocklist names the submission's email, its creator's email or the mapped channel. */
async function resolvedIdentityBlocked(
  db: DbOrTx,
  row: LeadMagnetSubmissionRow,
  channel: ChannelRow,
): Promise<number | null> {
  const [creator] = await db
    .select({ email: influencers.email })
    .from(influencers)
    .where(eq(influencers.id, channel.influencerId));
  return blockingEntryOf(db, {
    emails: [row.email, creator?.email ?? null],
    channelKeys: [row.channelKey, ...channelKeysOf(channel)],
  });
}

/**
 * The submission's channel: the CRM channel its URL names, else the one the platform
 * resolves it to, else a new influencer (source "Lead magnet submission", the submitted
 * email, named after the channel) with the channel, its figures from the platform.
 * `fresh`: the figures were just fetched.
 */
async function mapChannelUrl(
  env: StepEnv,
  run: StepRun,
  row: LeadMagnetSubmissionRow,
): Promise<{ channelId: number; fresh: boolean }> {
  const parsed = parseChannelUrl(row.channelUrl);
  if (!parsed.ok) throw new CheckError(parsed.message);
  const link = parsed.channel;
  const existing = await findExistingChannel(env.db, link);
  if (existing) {
    await linkChannel(env, row, existing);
    return { channelId: existing.id, fresh: false };
  }
  const provider = providersFor(env.config, env.db)[link.type];
  if (!provider.configured) {
    // Mapped all the same (the manager sees the channel), then the check error says why.
    await createCreator(env, row, link, null);
    throw new CheckError(pipelineMessages.notConfigured(link.type));
  }
  let stats: ChannelStats | null;
  try {
    stats = await provider.fetchChannel(
      lookupOf({ externalId: null, lookupKey: lookupKeyOf(link) }),
    );
  } catch (error) {
    throw providerFailure(error);
  }
  if (!stats) throw new CheckError(pipelineMessages.channelNotFound(link.type));
  const resolved = await channelByExternalId(env.db, link.type, stats.externalId);
  if (resolved) {
    await linkChannel(env, row, resolved);
    return { channelId: resolved.id, fresh: false };
  }
  // New to the CRM: the blocklist is asked by every name the platform gave before a creator
  // is made with the submitted email, so a blocked attempt leaves no one behind.
  const blockedBy = await blockingEntryOf(env.db, {
    emails: [row.email],
    channelKeys: [
      row.channelKey,
      ...channelKeysOf({
        type: link.type,
        lookupKey: `id:${stats.externalId}`,
        externalId: stats.externalId,
        handle: stats.handle ?? null,
      }),
    ],
  });
  if (blockedBy !== null) {
    await dropBlocked(env, run, blockedBy);
    throw new PipelineStopped();
  }
  const created = await createCreator(env, row, link, stats);
  return { channelId: created, fresh: true };
}

async function channelByExternalId(
  db: DbOrTx,
  type: ChannelType,
  externalId: string,
): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.type, type),
        or(eq(channels.lookupKey, `id:${externalId}`), eq(channels.externalId, externalId)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Quota, refused credentials: retrying soon will not help. Others are retried. */
function providerFailure(error: unknown): unknown {
  if (error instanceof ProviderError && (error.kind === 'auth' || error.kind === 'quota')) {
    return new CheckError(error.message);
  }
  return error;
}

/** In `tx`: the submission takes the channel and its influencer (an empty email is filled). */
async function linkInTx(
  tx: Tx,
  row: LeadMagnetSubmissionRow,
  channel: Pick<ChannelRow, 'id' | 'influencerId'>,
): Promise<void> {
  await tx
    .update(S)
    .set({
      channelId: channel.id,
      influencerId: channel.influencerId,
      mappedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(S.id, row.id), sql`${S.channelId} is null`));
  await fillEmptyInfluencerEmail(tx, channel.influencerId, row.email);
}

/**
 * Links the submission to a channel of the CRM. Another submission of the campaign on the
 * same channel (two spellings of one link) makes this one a duplicate: it stops there.
 */
async function linkChannel(
  env: StepEnv,
  row: LeadMagnetSubmissionRow,
  channel: Pick<ChannelRow, 'id' | 'influencerId'>,
): Promise<void> {
  try {
    await transaction(env.db, (tx) => linkInTx(tx, row, channel));
  } catch (error) {
    if (!isUniqueViolation(error, 'lead_magnet_submissions_campaign_channel_unique')) throw error;
    await markDuplicate(env.db, row.id);
    throw new PipelineStopped();
  }
}

/**
 * A new influencer with the channel, linked to the submission, in one transaction. A
 * concurrent submission (another campaign) that created the same channel first wins: this
 * one rolls back and links the winner's. Answers the channel id.
 */
async function createCreator(
  env: StepEnv,
  row: LeadMagnetSubmissionRow,
  link: ParsedChannelUrl,
  stats: ChannelStats | null,
): Promise<number> {
  try {
    return await transaction(env.db, async (tx) => {
      const influencer = await insertedRow(
        tx
          .insert(influencers)
          .values({
            mediaName: stats?.title?.trim() || link.value,
            email: row.email,
            country: stats?.country ?? null,
            language: stats?.language ?? null,
            source: InfluencerSource.LeadMagnetSubmission,
          })
          .returning({ id: influencers.id }),
      );
      const base = newChannelValues(env, influencer.id, link);
      const channel = await insertedRow(
        tx
          .insert(channels)
          .values(stats ? { ...base, ...freshStatsColumns(stats, base.handle ?? null) } : base)
          .returning({ id: channels.id, influencerId: channels.influencerId }),
      );
      await refreshInfluencerAggregates(tx, [influencer.id]);
      await linkInTx(tx, row, channel);
      return channel.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lead_magnet_submissions_campaign_channel_unique')) {
      await markDuplicate(env.db, row.id);
      throw new PipelineStopped();
    }
    if (!isUniqueViolation(error, 'channels_type_lookup_key_unique')) throw error;
    const winner = stats
      ? await channelByExternalId(env.db, link.type, stats.externalId)
      : await findExistingChannel(env.db, link);
    if (!winner) throw error;
    await linkChannel(env, row, winner);
    return winner.id;
  }
}

/** Fresh figures and description of a mapped channel, or the reason there are none. */
async function refreshForCheck(env: StepEnv, channelId: number): Promise<void> {
  const [channel] = await env.db
    .select({ type: channels.type })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!channel) throw new Error(pipelineMessages.channelGone);
  const type = channel.type as ChannelType;
  const outcome = await refreshChannel(env, channelId);
  switch (outcome.kind) {
    case 'updated':
      return;
    case 'not_configured':
      throw new CheckError(pipelineMessages.notConfigured(type));
    case 'not_found':
      throw new CheckError(pipelineMessages.channelNotFound(type));
    case 'gone':
      throw new Error(pipelineMessages.channelGone);
    case 'duplicate':
      throw new CheckError(outcome.message);
    case 'error':
      throw providerFailure(outcome.error);
  }
}

/** The public "check my code" and the validate step: reads the description now. */
export async function channelShowsCode(
  env: Pick<StepEnv, 'db' | 'config'>,
  channelId: number,
  code: string,
): Promise<boolean> {
  const outcome = await refreshChannel(env, channelId);
  if (outcome.kind !== 'updated') return false;
  const [channel] = await env.db
    .select({ description: channels.description })
    .from(channels)
    .where(eq(channels.id, channelId));
  return descriptionHasCode(channel?.description ?? null, code);
}

// Step 2: the channel-confirmation email.

const CONFIRM_DEDUPE_PREFIX = 'capture-confirm:';

/** The dedupe key of the submission's n-th confirmation email (a retry sends a new one). */
export const confirmDedupeKey = (submissionId: number, n: number) =>
  `${CONFIRM_DEDUPE_PREFIX}${submissionId}:${n}`;

const INVITE_LINK = /\{\{\s*inviteLink\s*\}\}/;

/**
 * Where the confirmation goes: the address typed in the form, until a confirmation of this
 * submission was refused or bounced; then the creator's address in the CRM, which is where the
 * manager fixes it before Retry (the typed one is known dead).
 */
async function confirmationAddress(
  tx: Tx,
  locked: LeadMagnetSubmissionRow,
  crmEmail: string | null,
): Promise<string> {
  const corrected = crmEmail?.trim();
  if (locked.confirmationsSent === 0 || !corrected) return locked.email;
  const earlier = Array.from({ length: locked.confirmationsSent }, (_, n) =>
    confirmDedupeKey(locked.id, n),
  );
  const [failed] = await tx
    .select({ id: emails.id })
    .from(emails)
    .where(and(inArray(emails.dedupeKey, earlier), inArray(emails.state, ['error', 'bounced'])))
    .limit(1);
  return failed ? corrected : locked.email;
}

async function confirmationEmailStep(env: StepEnv, run: StepRun): Promise<CaptureStep | null> {
  return onLockedStep(env, run, CaptureStep.ConfirmationEmail, async (tx, locked) => {
    const context = await captureContext(tx, locked);
    if (!context) return null;
    const { leadMagnet, campaign } = context;
    const content = await contentFor(tx, campaign.id, EmailTemplateType.ChannelConfirmation);
    // The confirm link is the template's {{inviteLink}} (the default template's "confirm").
    if (
      proofNeeds(leadMagnet.verification as CaptureVerification).email &&
      !INVITE_LINK.test(`${content.subject} ${content.body}`)
    ) {
      throw new CheckError(pipelineMessages.templateWithoutLink);
    }
    const sender = await resolveCampaignSender(tx, campaign);
    if (!sender) throw new CheckError(emailTemplateMessages.noSender);
    const [influencer] =
      locked.influencerId === null
        ? []
        : await tx
            .select({ ...influencerVariableColumns, email: influencers.email })
            .from(influencers)
            .where(eq(influencers.id, locked.influencerId));
    const rendered = renderEmail(content, {
      influencer: influencer ?? {
        mediaName: locked.email.split('@')[0] ?? locked.email,
        name: null,
        firstName: null,
        lastName: null,
      },
      campaignName: campaign.name,
      inviteLink: confirmLinkOf(env.config, locked.id),
    });
    if (rendered.subject === '' || rendered.text === '') {
      throw new CheckError(pipelineMessages.templateEmpty);
    }
    // The count lives on the submission (a prefix LIKE over every email ever sent would scan
    // the table under a non-C collation while the submission is locked).
    await tx
      .update(leadMagnetSubmissions)
      .set({ confirmationsSent: sql`${leadMagnetSubmissions.confirmationsSent} + 1` })
      .where(eq(leadMagnetSubmissions.id, locked.id));
    await queueEmails(tx, env.jobs, [
      {
        campaignId: campaign.id,
        influencerId: locked.influencerId,
        kind: EmailTemplateType.ChannelConfirmation,
        dedupeKey: confirmDedupeKey(locked.id, locked.confirmationsSent),
        mailerAccountId: sender.account.id,
        fromEmail: sender.fromEmail,
        fromName: sender.fromName,
        replyTo: sender.replyTo,
        toEmail: await confirmationAddress(tx, locked, influencer?.email ?? null),
        toName: influencer?.name ?? null,
        ...rendered,
      },
    ]);
    return advance(
      tx,
      env.jobs,
      locked,
      { status: SubmissionStatus.EmailSent },
      stepAfterGate(leadMagnet, locked),
      run,
    );
  });
}

// Step 4: add to the workflow, reserve a key bundle, send the invite.

const byOf = (actorId: number | null): TransitionBy =>
  actorId === null ? { via: 'system', actorId: null } : { via: 'team', actorId };

async function addToCampaignStep(env: StepEnv, run: StepRun): Promise<CaptureStep | null> {
  return onLockedStep(env, run, CaptureStep.AddToCampaign, async (tx, locked) => {
    if (locked.influencerId === null) throw new CheckError(pipelineMessages.notMappedYet);
    // Held until commit: the campaign cannot be deleted under the new workflow row.
    await lockCampaign(tx, locked.campaignId, 'share');
    await fillEmptyInfluencerEmail(tx, locked.influencerId, locked.email);
    const { results } = await addInfluencersToCampaign(
      { jobs: env.jobs },
      tx,
      locked.campaignId,
      [locked.influencerId],
      byOf(run.actorId),
    );
    const result = results[0];
    if (result && !result.ok && result.message !== workflowMessages.alreadyInCampaign) {
      throw new CheckError(result.message);
    }
    const [member] = await tx
      .select({ id: campaignInfluencers.id })
      .from(campaignInfluencers)
      .where(
        and(
          eq(campaignInfluencers.campaignId, locked.campaignId),
          eq(campaignInfluencers.influencerId, locked.influencerId),
        ),
      );
    if (!member) throw new Error(messages.influencerNotInCampaign);
    // The channel proven here (code or sign-in) is proven for the invite page too: a campaign
    // that asks invited creators for the proof does not ask this creator twice.
    if (locked.channelProof !== null) {
      await tx
        .update(campaignInfluencers)
        .set({
          channelProof: locked.channelProof,
          channelProvenAt: locked.channelProvenAt ?? sql`now()`,
        })
        .where(
          and(eq(campaignInfluencers.id, member.id), isNull(campaignInfluencers.channelProvenAt)),
        );
    }
    return advance(
      tx,
      env.jobs,
      locked,
      {
        status: SubmissionStatus.AddedToWorkflow,
        addedAt: locked.addedAt ?? sql`now()`,
        campaignInfluencerId: member.id,
      },
      CaptureStep.ReserveKey,
      run,
    );
  });
}

/** The creator's workflow row, locked: gone when the team removed them meanwhile. */
async function lockMember(tx: Tx, row: LeadMagnetSubmissionRow) {
  if (row.campaignInfluencerId === null || row.influencerId === null) {
    throw new CheckError(messages.influencerNotInCampaign);
  }
  const [member] = await tx
    .select()
    .from(campaignInfluencers)
    .where(eq(campaignInfluencers.id, row.campaignInfluencerId))
    .for('update');
  if (!member) throw new CheckError(messages.influencerNotInCampaign);
  return { ...member, influencerId: row.influencerId };
}

async function reserveKeyStep(env: StepEnv, run: StepRun): Promise<CaptureStep | null> {
  return onLockedStep(env, run, CaptureStep.ReserveKey, async (tx, locked) => {
    const campaign = await lockCampaign(tx, locked.campaignId, 'share');
    const member = await lockMember(tx, locked);
    // One bundle per creator and campaign (tops up to the bundle, never past it); one
    // submission per email and per channel per campaign (the unique indexes) does the rest.
    const { short } = await reserveBundles(tx, campaign, [member.influencerId]);
    if (short > 0) {
      return advance(tx, env.jobs, locked, { outcome: SubmissionOutcome.NoKeysLeft }, null, run);
    }
    return advance(tx, env.jobs, locked, {}, CaptureStep.Invite, run);
  });
}

const emailReason: Record<Exclude<WorkflowEmailOutcome, 'queued'>, string> = {
  no_address: pipelineMessages.noAddress,
  unsubscribed: pipelineMessages.unsubscribed,
  address_bounced: pipelineMessages.addressBounced,
  no_sender: emailTemplateMessages.noSender,
};

async function inviteStep(env: StepEnv, run: StepRun): Promise<CaptureStep | null> {
  return onLockedStep(env, run, CaptureStep.Invite, async (tx, locked) => {
    const campaignRow = await lockCampaign(tx, locked.campaignId, 'share');
    const campaign = toWorkflowCampaign(campaignRow);
    const member = await lockMember(tx, locked);
    const status = member.status as CampaignInfluencerStatus;
    if (
      status === CampaignInfluencerStatus.Pending ||
      status === CampaignInfluencerStatus.Rejected
    ) {
      // THE invite transition (history, webhook, invite email through the outbox).
      const [result] = await applyWorkflowAction(
        { jobs: env.jobs, inviteEmailsNow: env },
        tx,
        campaign,
        'invite',
        [member.influencerId],
        byOf(run.actorId),
      );
      if (!result) throw new Error(messages.influencerNotInCampaign);
      if (!result.ok) throw new CheckError(result.message);
      if (result.email && result.email !== 'queued') {
        throw new CheckError(emailReason[result.email]);
      }
    } else if (
      status === CampaignInfluencerStatus.Invited &&
      member.inviteEmail !== InviteEmailState.Sent &&
      member.inviteEmail !== InviteEmailState.Queued
    ) {
      // Invited, but the invite email failed (a retry): the same invite, sent again.
      const [reach] = await workflowRows(tx, campaign.id, [member.influencerId], false);
      const sender = await resolveCampaignSender(tx, campaignRow);
      const email = reach ? emailOutcomeOf(reach, sender !== null) : 'no_address';
      if (email !== 'queued') throw new CheckError(emailReason[email]);
      await tx
        .update(campaignInfluencers)
        .set({ inviteEmail: InviteEmailState.Queued, invitedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(campaignInfluencers.id, member.id));
      await queueInvitesNow(env, tx, campaign.id, [member.influencerId]);
    }
    // Already invited with the email on its way, or further on (approved...): done.
    return advance(
      tx,
      env.jobs,
      locked,
      { status: SubmissionStatus.AddedToWorkflow, outcome: SubmissionOutcome.Invited },
      null,
      run,
    );
  });
}
