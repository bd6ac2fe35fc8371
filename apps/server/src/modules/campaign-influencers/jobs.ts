import { InviteEmailState } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaignInfluencers } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { intArrayParam } from './sql-arrays.ts';

/** Invites per job: one bulk invite of 5,000 is 5 jobs, all enqueued in its transaction. */
export const INVITE_EMAIL_BATCH = 1000;

/**
 * The invite emails of one invite call (campaign template "invite", link /invite/{token}).
 * Sending belongs to the email issue, which replaces this body. Until then the handler only
 * confirms, idempotently, that the rows still invited say 'queued' - nothing was sent, and
 * the Workflow tab says so - and logs that no sender exists yet.
 */
export const sendCampaignInviteJob = defineJob({
  name: 'email.send-campaign-invite',
  schema: z.object({
    campaignId: z.number().int(),
    influencerIds: z.array(z.number().int()).min(1),
  }),
  async handler({ campaignId, influencerIds }, { db, log }) {
    await db
      .update(campaignInfluencers)
      .set({ inviteEmail: InviteEmailState.Queued })
      .where(
        and(
          eq(campaignInfluencers.campaignId, campaignId),
          sql`${campaignInfluencers.influencerId} = any(${intArrayParam(influencerIds)})`,
          sql`${campaignInfluencers.inviteEmail} is null`,
          eq(campaignInfluencers.status, 2),
        ),
      );
    log.info(
      { campaignId, count: influencerIds.length },
      'invite emails stay queued: no email sender exists yet',
    );
  },
});
