import {
  type applyMappingRequest,
  CaptureStep,
  CaptureVerification,
  ErrorCode,
  InfluencerSource,
  messages,
  SubmissionOutcome,
  SubmissionStatus,
} from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { withUniqueCheck } from '../../../db/errors.ts';
import type { DbOrTx, Tx } from '../../../db/open-database.ts';
import {
  type ChannelRow,
  channels,
  influencers,
  type LeadMagnetRow,
  type LeadMagnetSubmissionRow,
  leadMagnetSubmissions,
} from '../../../db/schema/index.ts';
import { transaction } from '../../../db/transaction.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Actor } from '../../auth/authenticate.ts';
import { refreshInfluencerAggregates } from '../../channels/aggregates.ts';
import { parseChannelUrl } from '../../channels/parse-channel-url.ts';
import { findExistingChannel, insertChannel, withChannelCheck } from '../../channels/service.ts';
import { assertInfluencer } from '../../influencers/assert-influencer.ts';
import { verifyConfirmToken } from './confirm-token.ts';
import {
  captureContext,
  channelShowsCode,
  enqueueStep,
  lockSubmission,
  stepAfterGate,
} from './steps.ts';

// What the team and the creator do to a submission's pipeline: start it (submit), retry a
// failed step, map by hand, add to the campaign by hand, check the description code, and
// confirm the channel by the email's link.

const S = leadMagnetSubmissions;

export const pipelineActionMessages = {
  submissionNotFound: 'Submission not found',
  nothingToRetry: 'Only a submission with a check error can be retried',
  mapFirst: 'Map the submission to a channel first',
  alreadyInvited: 'The creator of this submission is already invited',
  alreadyAdded: 'The creator of this submission is already in the workflow',
  channelTaken: 'Another submission of this campaign is mapped to this channel',
} as const;

const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

async function reread(db: DbOrTx, id: number): Promise<LeadMagnetSubmissionRow> {
  const [row] = await db.select().from(S).where(eq(S.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound, pipelineActionMessages.submissionNotFound);
  return row;
}

/** The campaign's submission, locked; 404 when the campaign has no such submission. */
async function lockOwned(
  tx: Tx,
  campaignId: number,
  submissionId: number,
): Promise<LeadMagnetSubmissionRow> {
  const [row] = await tx
    .select()
    .from(S)
    .where(and(eq(S.id, submissionId), eq(S.campaignId, campaignId)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.NotFound, pipelineActionMessages.submissionNotFound);
  return row;
}

/**
 * Submit with autovalidate: the first step's job, in the transaction that stores the
 * submission (outbox: the job exists iff the row does).
 */
export async function startCapturePipeline(
  tx: Tx,
  submissionId: number,
  jobs: JobQueue,
): Promise<void> {
  await tx
    .update(S)
    .set({ nextStep: CaptureStep.Validate, attempts: 0, updatedAt: sql`now()` })
    .where(eq(S.id, submissionId));
  await enqueueStep(jobs, tx, submissionId, CaptureStep.Validate);
}

/** The status a submission shows while the step runs again. */
function statusWhileRunning(step: CaptureStep, row: LeadMagnetSubmissionRow) {
  switch (step) {
    case CaptureStep.Validate:
      return row.channelId === null ? SubmissionStatus.NotMapped : SubmissionStatus.Mapped;
    case CaptureStep.ConfirmationEmail:
    case CaptureStep.AddToCampaign:
      return SubmissionStatus.Mapped;
    case CaptureStep.ReserveKey:
    case CaptureStep.Invite:
      return SubmissionStatus.AddedToWorkflow;
  }
}

const clearedCheck = { checkStep: null, checkReason: null, checkAt: null } as const;

/** POST .../retry: the failed step runs again (409 without a check error). */
export async function retrySubmission(
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
  submissionId: number,
): Promise<LeadMagnetSubmissionRow> {
  await transaction(ctx.db, async (tx) => {
    const row = await lockOwned(tx, campaignId, submissionId);
    if (row.status !== SubmissionStatus.CheckError || row.checkStep === null) {
      throw conflict(pipelineActionMessages.nothingToRetry);
    }
    const step = row.checkStep as CaptureStep;
    await tx
      .update(S)
      .set({
        ...clearedCheck,
        status: statusWhileRunning(step, row),
        nextStep: step,
        attempts: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(S.id, row.id));
    await enqueueStep(ctx.jobs, tx, row.id, step, actor.id);
  });
  return reread(ctx.db, submissionId);
}

type Mapping = z.output<typeof applyMappingRequest>['mapping'];

/** The channel a mapping names: an existing one, or one created from the URL. */
async function mappingChannel(
  ctx: AppContext,
  tx: Tx,
  row: LeadMagnetSubmissionRow,
  mapping: Mapping,
): Promise<Pick<ChannelRow, 'id' | 'influencerId'>> {
  if (mapping.kind === 'channel') {
    const [channel] = await tx.select().from(channels).where(eq(channels.id, mapping.channelId));
    if (!channel) throw new AppError(ErrorCode.NotFound, messages.influencerChannelNotFound);
    return channel;
  }
  const parsed = parseChannelUrl(mapping.channelUrl);
  if (!parsed.ok) throw AppError.field('channelUrl', parsed.message);
  const existing = await findExistingChannel(tx, parsed.channel);
  if (existing) return existing;
  let influencerId = mapping.influencerId;
  if (influencerId !== null) {
    await assertInfluencer(tx, influencerId);
  } else {
    const [created] = await tx
      .insert(influencers)
      .values({
        mediaName: parsed.channel.value,
        email: row.email,
        source: InfluencerSource.LeadMagnetSubmission,
      })
      .returning({ id: influencers.id });
    if (!created) throw new Error('insert returned no row');
    influencerId = created.id;
  }
  // Its figures refresh in the background, as any new channel's.
  const channel = await insertChannel(ctx, tx, influencerId, parsed.channel);
  await refreshInfluencerAggregates(tx, [influencerId]);
  return channel;
}

/**
 * POST .../apply-mapping: the submission takes the channel (and its influencer); status
 * 'mapped', its earlier outcome and check error cleared; with continuePipeline the check
 * (figures, minimum, confirmation email, invite per settings) runs from there.
 */
export async function applySubmissionMapping(
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
  submissionId: number,
  request: z.output<typeof applyMappingRequest>,
): Promise<LeadMagnetSubmissionRow> {
  await withUniqueCheck(
    'lead_magnet_submissions_campaign_channel_unique',
    () => conflict(pipelineActionMessages.channelTaken),
    () =>
      withChannelCheck(() =>
        transaction(ctx.db, async (tx) => {
          const row = await lockOwned(tx, campaignId, submissionId);
          if (row.status === SubmissionStatus.AddedToWorkflow) {
            throw conflict(pipelineActionMessages.alreadyAdded);
          }
          const channel = await mappingChannel(ctx, tx, row, request.mapping);
          const [other] = await tx
            .select({ id: S.id })
            .from(S)
            .where(
              and(eq(S.campaignId, campaignId), eq(S.channelId, channel.id), ne(S.id, row.id)),
            );
          if (other) throw conflict(pipelineActionMessages.channelTaken);
          const next = request.continuePipeline ? CaptureStep.Validate : null;
          await tx
            .update(S)
            .set({
              ...clearedCheck,
              channelId: channel.id,
              influencerId: channel.influencerId,
              status: SubmissionStatus.Mapped,
              mappedAt: sql`now()`,
              outcome: null,
              campaignInfluencerId: null,
              nextStep: next,
              attempts: 0,
              updatedAt: sql`now()`,
            })
            .where(eq(S.id, row.id));
          await tx
            .update(influencers)
            .set({ email: row.email, updatedAt: sql`now()` })
            .where(
              and(
                eq(influencers.id, channel.influencerId),
                sql`coalesce(trim(${influencers.email}), '') = ''`,
              ),
            );
          if (next) await enqueueStep(ctx.jobs, tx, row.id, next, actor.id);
        }),
      ),
  );
  return reread(ctx.db, submissionId);
}

/**
 * POST .../add-to-campaign: step 4 by hand, whatever the settings and the verification:
 * add to the workflow, reserve a key bundle, send the invite. 409 before the submission is
 * mapped, and once its creator is invited.
 */
export async function addSubmissionToCampaign(
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
  submissionId: number,
): Promise<LeadMagnetSubmissionRow> {
  await transaction(ctx.db, async (tx) => {
    const row = await lockOwned(tx, campaignId, submissionId);
    if (row.channelId === null || row.influencerId === null) {
      throw conflict(pipelineActionMessages.mapFirst);
    }
    if (row.outcome === SubmissionOutcome.Invited) {
      throw conflict(pipelineActionMessages.alreadyInvited);
    }
    const running: (string | null)[] = [
      CaptureStep.AddToCampaign,
      CaptureStep.ReserveKey,
      CaptureStep.Invite,
    ];
    if (running.includes(row.nextStep)) return;
    // Already in the workflow (no keys were left, or the invite failed): from the key on.
    const inWorkflow = row.campaignInfluencerId !== null && row.addedAt !== null;
    const step = inWorkflow ? CaptureStep.ReserveKey : CaptureStep.AddToCampaign;
    await tx
      .update(S)
      .set({
        ...clearedCheck,
        status: inWorkflow ? SubmissionStatus.AddedToWorkflow : SubmissionStatus.Mapped,
        outcome: null,
        nextStep: step,
        attempts: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(S.id, row.id));
    await enqueueStep(ctx.jobs, tx, row.id, step, actor.id);
  });
  return reread(ctx.db, submissionId);
}

/**
 * The gate opens on a proof: a submission resting after its confirmation email, in a
 * campaign that autoinvites, goes on to step 4.
 */
async function openGate(
  tx: Tx,
  jobs: JobQueue,
  row: LeadMagnetSubmissionRow,
  leadMagnet: Pick<LeadMagnetRow, 'verification' | 'autoinvite'>,
  verifiedBy: string,
): Promise<void> {
  const resting =
    row.status === SubmissionStatus.EmailSent && row.nextStep === null && row.outcome === null;
  const next = resting ? stepAfterGate(leadMagnet, { verifiedBy }) : null;
  await tx
    .update(S)
    .set({
      verifiedBy: row.verifiedBy ?? verifiedBy,
      verifiedAt: row.verifiedAt ?? sql`now()`,
      ...(next ? { nextStep: next, attempts: 0 } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(S.id, row.id));
  if (next) await enqueueStep(jobs, tx, row.id, next);
}

/**
 * The creator's "check my code": reads the channel description from the platform now
 * (quota counted) and, when it carries the code, records the proof and goes on. Answers
 * the submission as it then is (unchanged when the code is not there, or not yet mapped).
 */
export async function checkSubmissionCode(
  ctx: AppContext,
  submissionId: number,
): Promise<LeadMagnetSubmissionRow> {
  const row = await reread(ctx.db, submissionId);
  if (row.verifiedBy !== null || row.channelId === null) return row;
  if (!(await channelShowsCode(ctx, row.channelId, row.verificationCode))) return row;
  await transaction(ctx.db, async (tx) => {
    const locked = await lockSubmission(tx, submissionId);
    if (!locked || locked.verifiedBy !== null) return;
    const context = await captureContext(tx, locked);
    if (!context) return;
    await openGate(tx, ctx.jobs, locked, context.leadMagnet, CaptureVerification.ChannelCode);
  });
  return reread(ctx.db, submissionId);
}

/**
 * The confirmation link: records the email proof and goes on if the submission waited for
 * it. Null for a bad or expired token, or a submission deleted since.
 */
export async function confirmSubmissionEmail(
  ctx: AppContext,
  signedToken: string,
): Promise<{ slug: string; publicToken: string } | null> {
  const submissionId = verifyConfirmToken(ctx.config, signedToken);
  if (submissionId === null) return null;
  return transaction(ctx.db, async (tx) => {
    const locked = await lockSubmission(tx, submissionId);
    if (!locked) return null;
    const context = await captureContext(tx, locked);
    if (!context) return null;
    if (locked.verifiedBy === null) {
      await openGate(tx, ctx.jobs, locked, context.leadMagnet, CaptureVerification.Email);
    }
    return { slug: context.leadMagnet.slug, publicToken: locked.publicToken };
  });
}
