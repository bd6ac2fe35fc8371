import { CampaignInfluencerStatus, EmailTemplateType, InviteEmailState } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue, Tx } from '../../platform/index.ts';
import {
  campaignInfluencers,
  campaigns,
  defineJob,
  intArrayParam,
  type JobContext,
  transaction,
} from '../../platform/index.ts';
import { queueCampaignEmails } from '../emails/campaign-mailing.ts';
import { contentFor } from '../emails/templates.ts';

/** Creators per email job: one bulk invite of 5,000 is 5 jobs, all enqueued in its transaction. */
const CREATORS_PER_EMAIL_JOB = 1000;

/** The creator ids cut into one email job's worth each. */
function creatorBatches(influencerIds: readonly number[]): number[][] {
  const batches: number[][] = [];
  for (let i = 0; i < influencerIds.length; i += CREATORS_PER_EMAIL_JOB) {
    batches.push(influencerIds.slice(i, i + CREATORS_PER_EMAIL_JOB));
  }
  return batches;
}

/**
 * Renders the campaign's template of `type` for those of the creators still in one of
 * `statuses` and puts the emails in the outbox (in `tx`). Null when the campaign is gone.
 */
async function queueTemplateEmails(
  env: Pick<JobContext, 'config' | 'jobs'>,
  tx: Tx,
  input: {
    campaignId: number;
    type: EmailTemplateType;
    influencerIds: readonly number[];
    statuses: readonly number[];
    dedupe: (row: { campaignInfluencerId: number; invitedAt: Date | null }) => string;
  },
) {
  const { campaignId, type } = input;
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) return null;
  return queueCampaignEmails(env, tx, campaign, {
    kind: type,
    content: await contentFor(tx, campaignId, type),
    where: [
      eq(campaignInfluencers.campaignId, campaignId),
      sql`${campaignInfluencers.influencerId} = any(${intArrayParam([...input.influencerIds])})`,
      sql`${campaignInfluencers.status} = any(${intArrayParam([...input.statuses])})`,
    ],
    dedupe: input.dedupe,
  });
}

/**
 * The invite emails of one invite call (campaign template "invite", link /invite/{token}),
 * in `tx`: rendered for the rows still invited and put in the email outbox (email-delivery),
 * which sets invite_email to 'sent' or 'failed'. Idempotent: run again, it queues nothing
 * twice (one email per row and invite time).
 */
export async function queueInvitesNow(
  env: Pick<JobContext, 'config' | 'jobs'>,
  tx: Tx,
  campaignId: number,
  influencerIds: readonly number[],
): Promise<void> {
  const queued = await queueTemplateEmails(env, tx, {
    campaignId,
    type: EmailTemplateType.Invite,
    influencerIds,
    statuses: [CampaignInfluencerStatus.Invited],
    dedupe: (row) => `invite:${row.campaignInfluencerId}:${row.invitedAt?.getTime() ?? 0}`,
  });
  if (!queued) return;
  // Rows whose email will not go (no sender: recorded as an error; or an address removed
  // or unsubscribed since the invite) say so, not 'queued'.
  const sent = new Set(queued.map((q) => q.influencerId));
  const failed = influencerIds.filter((id) => !sent.has(id));
  if (failed.length === 0) return;
  await tx
    .update(campaignInfluencers)
    .set({ inviteEmail: InviteEmailState.Failed })
    .where(
      and(
        eq(campaignInfluencers.campaignId, campaignId),
        sql`${campaignInfluencers.influencerId} = any(${intArrayParam(failed)})`,
        eq(campaignInfluencers.inviteEmail, InviteEmailState.Queued),
        // A retried job: the email queued by the first run is still on its way.
        sql`not exists (select 1 from emails e where e.dedupe_key = 'invite:' || ${campaignInfluencers.id} || ':' || floor(extract(epoch from ${campaignInfluencers.invitedAt}) * 1000)::bigint and e.state in ('queued', 'sending', 'finalizing'))`,
      ),
    );
}

/** The invite emails of one invite call, rendered in a job of their own (bulk invites). */
export const sendCampaignInviteJob = defineJob({
  name: 'email.send-campaign-invite',
  schema: z.object({
    campaignId: z.number().int(),
    influencerIds: z.array(z.number().int()).min(1),
  }),
  async handler({ campaignId, influencerIds }, env) {
    await transaction(env.db, (tx) => queueInvitesNow(env, tx, campaignId, influencerIds));
  },
});

/** Emails the workflow sends on its own, besides the invite; each has a campaign setting. */
const workflowEmailTypes = [
  EmailTemplateType.Approved,
  EmailTemplateType.Rejected,
  EmailTemplateType.PostSuggestion,
] as const;
export type WorkflowEmailType = (typeof workflowEmailTypes)[number];

/**
 * Statuses a creator must still have when the email is rendered: a creator approved and then
 * rejected before the job ran does not hear "you are in".
 */
const stillApplies: Record<WorkflowEmailType, number[]> = {
  approved: [CampaignInfluencerStatus.Shortlisted],
  rejected: [CampaignInfluencerStatus.Rejected],
  post_suggestion: [
    CampaignInfluencerStatus.Invited,
    CampaignInfluencerStatus.Shortlisted,
    CampaignInfluencerStatus.Published,
  ],
};

/**
 * One workflow email (campaign template of `type`) to each of the creators, for one
 * occasion (an approval, a rejection, a scan that found their upload). Idempotent per
 * creator and occasion: a retried job queues nothing twice.
 */
export const sendWorkflowEmailJob = defineJob({
  name: 'email.send-workflow-email',
  schema: z.object({
    campaignId: z.number().int(),
    type: z.enum(workflowEmailTypes),
    influencerIds: z.array(z.number().int()).min(1),
    occasion: z.string().min(1).max(100),
  }),
  async handler({ campaignId, type, influencerIds, occasion }, env) {
    await transaction(env.db, async (tx) => {
      await queueTemplateEmails(env, tx, {
        campaignId,
        type,
        influencerIds,
        statuses: stillApplies[type],
        dedupe: (row) => `${type}:${row.campaignInfluencerId}:${occasion}`,
      });
    });
  },
});

/** Enqueues the invite emails of one invite call in `tx`. */
export async function queueInviteEmails(
  jobs: JobQueue,
  tx: Tx,
  campaignId: number,
  influencerIds: readonly number[],
): Promise<void> {
  for (const batch of creatorBatches(influencerIds)) {
    await jobs.enqueue(tx, sendCampaignInviteJob, { campaignId, influencerIds: batch });
  }
}

/** Enqueues the workflow emails of one occasion in `tx`. */
export async function queueWorkflowEmails(
  jobs: JobQueue,
  tx: Tx,
  input: { campaignId: number; type: WorkflowEmailType; influencerIds: number[]; occasion: string },
): Promise<void> {
  for (const batch of creatorBatches(input.influencerIds)) {
    await jobs.enqueue(tx, sendWorkflowEmailJob, { ...input, influencerIds: batch });
  }
}
