import {
  type applyMappingRequest,
  CaptureStep,
  ChannelProof,
  ErrorCode,
  InfluencerSource,
  messages,
  SubmissionOutcome,
  SubmissionStatus,
} from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import {
  assertInfluencer,
  findExistingChannel,
  insertChannel,
  parseChannelUrl,
  withChannelCheck,
} from '../../crm/index.ts';
import type { AppContext, DbOrTx, JobQueue, Tx } from '../../platform/index.ts';
import {
  AppError,
  type ChannelRow,
  channels,
  influencers,
  insertedRow,
  type LeadMagnetRow,
  type LeadMagnetSubmissionRow,
  leadMagnetSubmissions,
  transaction,
  withUniqueCheck,
} from '../../platform/index.ts';
import { verifyConfirmToken } from './confirm-token.ts';
import { stepAfterGate } from './proof.ts';
import {
  captureContext,
  channelShowsCode,
  enqueueStep,
  fillEmptyInfluencerEmail,
  lockSubmission,
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

/**
 * The team's action on the campaign's submission, locked in one transaction (404 when the
 * campaign has no such submission). Answers the submission as it then is.
 */
async function actOnSubmission(
  ctx: AppContext,
  campaignId: number,
  submissionId: number,
  action: (tx: Tx, row: LeadMagnetSubmissionRow) => Promise<void>,
): Promise<LeadMagnetSubmissionRow> {
  await transaction(ctx.db, async (tx) =>
    action(tx, await lockOwned(tx, campaignId, submissionId)),
  );
  return reread(ctx.db, submissionId);
}

/** A team action on one of the campaign's submissions, answering the submission as it then is. */
type SubmissionAction = (
  ctx: AppContext,
  actor: Actor,
  campaignId: number,
  submissionId: number,
) => Promise<LeadMagnetSubmissionRow>;

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

/**
 * The team's action (or the creator's sign-in: `actorId` null) sets the submission (`patch`),
 * clears its check error and runs the pipeline again from `next` (none: it rests), its job
 * enqueued in `tx`.
 */
export async function restartFrom(
  tx: Tx,
  jobs: JobQueue,
  submissionId: number,
  patch: PgUpdateSetSource<typeof S>,
  next: CaptureStep | null,
  actorId: number | null,
): Promise<void> {
  await tx
    .update(S)
    .set({
      ...patch,
      checkStep: null,
      checkReason: null,
      checkAt: null,
      nextStep: next,
      attempts: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(S.id, submissionId));
  if (next) await enqueueStep(jobs, tx, submissionId, next, actorId);
}

/** POST .../retry: the failed step runs again (409 without a check error). */
export const retrySubmission: SubmissionAction = (ctx, actor, campaignId, submissionId) =>
  actOnSubmission(ctx, campaignId, submissionId, async (tx, row) => {
    if (row.status !== SubmissionStatus.CheckError || row.checkStep === null) {
      throw conflict(pipelineActionMessages.nothingToRetry);
    }
    const step = row.checkStep as CaptureStep;
    await restartFrom(
      tx,
      ctx.jobs,
      row.id,
      { status: statusWhileRunning(step, row) },
      step,
      actor.id,
    );
  });

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
    const created = await insertedRow(
      tx
        .insert(influencers)
        .values({
          mediaName: parsed.channel.value,
          email: row.email,
          source: InfluencerSource.LeadMagnetSubmission,
        })
        .returning({ id: influencers.id }),
    );
    influencerId = created.id;
  }
  // Its figures refresh in the background, as any new channel's.
  return insertChannel(ctx, tx, influencerId, parsed.channel);
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
  return withUniqueCheck(
    'lead_magnet_submissions_campaign_channel_unique',
    () => conflict(pipelineActionMessages.channelTaken),
    () =>
      withChannelCheck(() =>
        actOnSubmission(ctx, campaignId, submissionId, async (tx, row) => {
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
          await fillEmptyInfluencerEmail(tx, channel.influencerId, row.email);
          await restartFrom(
            tx,
            ctx.jobs,
            row.id,
            {
              channelId: channel.id,
              influencerId: channel.influencerId,
              status: SubmissionStatus.Mapped,
              mappedAt: sql`now()`,
              outcome: null,
              campaignInfluencerId: null,
            },
            request.continuePipeline ? CaptureStep.Validate : null,
            actor.id,
          );
        }),
      ),
  );
}

/**
 * POST .../add-to-campaign: step 4 by hand, whatever the settings and the verification:
 * add to the workflow, reserve a key bundle, send the invite. 409 before the submission is
 * mapped, and once its creator is invited.
 */
export const addSubmissionToCampaign: SubmissionAction = (ctx, actor, campaignId, submissionId) =>
  actOnSubmission(ctx, campaignId, submissionId, async (tx, row) => {
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
    await restartFrom(
      tx,
      ctx.jobs,
      row.id,
      {
        status: inWorkflow ? SubmissionStatus.AddedToWorkflow : SubmissionStatus.Mapped,
        outcome: null,
      },
      inWorkflow ? CaptureStep.ReserveKey : CaptureStep.AddToCampaign,
      actor.id,
    );
  });

/** A proof the creator just gave: the channel (code, sign-in) or the address (the link). */
export type GivenProof = { channel: ChannelProof } | { email: true };

/**
 * Records a proof on the locked submission. The gate opens when that was the last thing
 * holding it: a submission resting after its confirmation email, in a lead magnet that
 * autoinvites, with every proof its mode needs and no fraud flag, goes on to step 4.
 */
export async function recordProof(
  tx: Tx,
  jobs: JobQueue,
  row: LeadMagnetSubmissionRow,
  leadMagnet: Pick<LeadMagnetRow, 'verification' | 'autoinvite'>,
  proof: GivenProof,
  patch: PgUpdateSetSource<typeof S> = {},
): Promise<void> {
  const proven =
    'channel' in proof
      ? {
          channelProof: row.channelProof ?? proof.channel,
          channelProvenAt: row.channelProvenAt ?? new Date(),
        }
      : { emailConfirmedAt: row.emailConfirmedAt ?? new Date() };
  const resting =
    row.status === SubmissionStatus.EmailSent && row.nextStep === null && row.outcome === null;
  const next = resting
    ? stepAfterGate(leadMagnet, { ...row, ...patch, ...proven } as LeadMagnetSubmissionRow)
    : null;
  await tx
    .update(S)
    .set({
      ...patch,
      ...proven,
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
  if (row.channelProof !== null || row.channelId === null) return row;
  if (!(await channelShowsCode(ctx, row.channelId, row.verificationCode))) return row;
  await transaction(ctx.db, async (tx) => {
    const locked = await lockSubmission(tx, submissionId);
    if (!locked || locked.channelProof !== null) return;
    const context = await captureContext(tx, locked);
    if (!context) return;
    await recordProof(tx, ctx.jobs, locked, context.leadMagnet, { channel: ChannelProof.Code });
  });
  return reread(ctx.db, submissionId);
}

/**
 * The confirmation link: records that the address is the creator's (never the channel) and
 * goes on if that was all the submission waited for. Null for a bad or expired token, or a submission deleted since.
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
    if (locked.emailConfirmedAt === null) {
      await recordProof(tx, ctx.jobs, locked, context.leadMagnet, { email: true });
    }
    return { slug: context.leadMagnet.slug, publicToken: locked.publicToken };
  });
}
