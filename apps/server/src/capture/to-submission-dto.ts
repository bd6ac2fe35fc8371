import {
  type CaptureStep,
  captureCheckErrorMessage,
  type Submission,
  submission,
} from '@app/contract';
import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../platform/index.ts';
import {
  channels,
  influencers,
  type LeadMagnetSubmissionRow,
  leadMagnetSubmissions,
  leadMagnets,
} from '../platform/index.ts';
import { heldBecause } from './pipeline/index.ts';

/** What the team's view of a submission joins: its influencer and channel, once mapped. */
export const submissionJoins = {
  influencerName: influencers.mediaName,
  channelTitle: channels.title,
  channelUrl_: channels.url,
  channelType_: channels.type,
  channelSubscribers: channels.subscribers,
  channelHandle: channels.handle,
  proofMode: leadMagnets.verification,
  autoinvite: leadMagnets.autoinvite,
};

export type SubmissionJoined = LeadMagnetSubmissionRow & {
  influencerName: string | null;
  channelTitle: string | null;
  channelUrl_: string | null;
  channelType_: number | null;
  channelSubscribers: number | null;
  channelHandle: string | null;
  proofMode: string;
  autoinvite: boolean;
};

/** select ... from submissions left join influencer and channel (add where/order yourself). */
export function selectSubmissions(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(leadMagnetSubmissions), ...submissionJoins })
    .from(leadMagnetSubmissions)
    .innerJoin(leadMagnets, eq(leadMagnets.id, leadMagnetSubmissions.leadMagnetId))
    .leftJoin(influencers, eq(influencers.id, leadMagnetSubmissions.influencerId))
    .leftJoin(channels, eq(channels.id, leadMagnetSubmissions.channelId));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The team's view of a submission (contract lead-magnets.ts `submission`). */
export function toSubmissionDto(row: SubmissionJoined): Submission {
  const step = row.checkStep as CaptureStep | null;
  return submission.parse({
    id: row.id,
    campaignId: row.campaignId,
    leadMagnetId: row.leadMagnetId,
    email: row.email,
    channelUrl: row.channelUrl,
    channelType: row.channelType,
    fields: row.fields,
    status: row.status,
    outcome: row.outcome,
    checkError:
      row.status === 'check error' && step
        ? {
            step,
            message: captureCheckErrorMessage[step] ?? step,
            reason: row.checkReason ?? '',
            at: iso(row.checkAt) ?? row.updatedAt.toISOString(),
          }
        : null,
    flags: row.flags,
    channelProof: row.channelProof,
    channelProvenAt: iso(row.channelProvenAt),
    emailConfirmed: row.emailConfirmedAt !== null,
    heldBecause: heldBecause({ verification: row.proofMode, autoinvite: row.autoinvite }, row),
    influencer:
      row.influencerId !== null && row.influencerName !== null
        ? { id: row.influencerId, name: row.influencerName }
        : null,
    channel:
      row.channelId !== null && row.channelUrl_ !== null && row.channelType_ !== null
        ? {
            id: row.channelId,
            name: row.channelTitle ?? row.channelHandle ?? row.channelUrl_,
            url: row.channelUrl_,
            type: row.channelType_,
            subscribers: row.channelSubscribers,
          }
        : null,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** One submission of a campaign in the team's view, or null. */
export async function loadSubmissionDto(
  db: DbOrTx,
  campaignId: number,
  submissionId: number,
): Promise<Submission | null> {
  const [row] = await selectSubmissions(db).where(eq(leadMagnetSubmissions.id, submissionId));
  return row && row.campaignId === campaignId ? toSubmissionDto(row) : null;
}
