import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/index.ts';
import { intArrayParam } from '../../platform/index.ts';

/**
 * Influencer merge (POST /influencer/migrate): the source's campaign rows, posts, history and
 * keys (reserved or issued) move to the target. Where both are in the same campaign the target's row is kept (the
 * source's is deleted with the source), and its posts still move.
 */
export async function moveCampaignRows(tx: Tx, sourceId: number, targetId: number): Promise<void> {
  await tx.execute(sql`
    update campaign_influencers set influencer_id = ${targetId}, updated_at = now()
    where influencer_id = ${sourceId}
      and campaign_id not in (select campaign_id from campaign_influencers where influencer_id = ${targetId})`);
  await tx.execute(sql`
    update campaign_posts set influencer_id = ${targetId} where influencer_id = ${sourceId}`);
  await tx.execute(sql`
    update campaign_influencer_transitions set influencer_id = ${targetId}
    where influencer_id = ${sourceId}`);
  await tx.execute(sql`
    update redeem_codes set influencer_id = ${targetId} where influencer_id = ${sourceId}`);
}

/** influencers.campaigns_count from the rows themselves. */
export async function recountInfluencerCampaigns(
  tx: Tx,
  influencerIds: readonly number[],
): Promise<void> {
  if (influencerIds.length === 0) return;
  await tx.execute(sql`
    update influencers i set campaigns_count =
      (select count(*)::int from campaign_influencers ci where ci.influencer_id = i.id)
    where i.id = any(${intArrayParam(influencerIds)})`);
}
