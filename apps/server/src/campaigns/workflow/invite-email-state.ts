import { InviteEmailState } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { EmailSettlement, SettledEmail } from '../../email/index.ts';
import type { Tx } from '../../platform/index.ts';
import { intArrayParam } from '../../platform/index.ts';

/**
 * A creator's invite email state follows their invite email: 'sent' once delivered (also
 * unconfirmed), 'failed' when it errored or was skipped (unsubscribed), 'bounced' when its
 * bounce came back to the sender's mailbox. Runs in the
 * transaction that records the email's state, so the two never disagree.
 */
export async function recordInviteEmailOutcome(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
): Promise<void> {
  const invites = settled.flatMap((e) =>
    e.campaignId !== null && e.influencerId !== null
      ? [{ campaignId: e.campaignId, influencerId: e.influencerId }]
      : [],
  );
  if (invites.length === 0) return;
  const state =
    settlement === 'delivered'
      ? InviteEmailState.Sent
      : settlement === 'bounced'
        ? InviteEmailState.Bounced
        : InviteEmailState.Failed;
  await tx.execute(sql`
    update campaign_influencers ci set invite_email = ${state}
    from unnest(
      ${intArrayParam(invites.map((i) => i.campaignId))},
      ${intArrayParam(invites.map((i) => i.influencerId))}
    ) as e(campaign_id, influencer_id)
    where ci.campaign_id = e.campaign_id and ci.influencer_id = e.influencer_id`);
}
