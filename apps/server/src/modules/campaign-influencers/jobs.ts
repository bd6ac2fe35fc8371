import { EmailTemplateType, InviteEmailState } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaignInfluencers, campaigns } from '../../db/schema/index.ts';
import { transaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { contentFor, queueCampaignEmails } from '../email-templates/service.ts';
import { intArrayParam } from './sql-arrays.ts';

/** Invites per job: one bulk invite of 5,000 is 5 jobs, all enqueued in its transaction. */
export const INVITE_EMAIL_BATCH = 1000;

/**
 * The invite emails of one invite call (campaign template "invite", link /invite/{token}):
 * rendered for the rows still invited and put in the email outbox (email-delivery), which
 * sets invite_email to 'sent' or 'failed'. Idempotent: a retried job queues nothing twice
 * (one email per row and invite time).
 */
export const sendCampaignInviteJob = defineJob({
  name: 'email.send-campaign-invite',
  schema: z.object({
    campaignId: z.number().int(),
    influencerIds: z.array(z.number().int()).min(1),
  }),
  async handler({ campaignId, influencerIds }, { db, config, jobs }) {
    await transaction(db, async (tx) => {
      const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
      if (!campaign) return;
      const queued = await queueCampaignEmails({ config, jobs }, tx, campaign, {
        kind: EmailTemplateType.Invite,
        content: await contentFor(tx, campaignId, EmailTemplateType.Invite),
        where: [
          eq(campaignInfluencers.campaignId, campaignId),
          sql`${campaignInfluencers.influencerId} = any(${intArrayParam(influencerIds)})`,
          eq(campaignInfluencers.status, 2),
        ],
        dedupe: (row) => `invite:${row.campaignInfluencerId}:${row.invitedAt?.getTime() ?? 0}`,
      });
      // Rows that get no email (no address, unsubscribed, no sender) say so, not 'queued'.
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
            sql`not exists (select 1 from emails e where e.dedupe_key = 'invite:' || ${campaignInfluencers.id} || ':' || floor(extract(epoch from ${campaignInfluencers.invitedAt}) * 1000)::bigint)`,
          ),
        );
    });
  },
});
