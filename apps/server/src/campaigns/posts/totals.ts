import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import { intArrayParam } from '../../platform/index.ts';

/**
 * The Workflow tab's post columns of some campaign influencers, from their posts:
 * published count, suggested count, views, likes, comments. Same transaction as the change.
 */
export async function refreshPostTotals(
  db: DbOrTx,
  campaignId: number,
  influencerIds: readonly number[],
): Promise<void> {
  if (influencerIds.length === 0) return;
  await db.execute(sql`
    update campaign_influencers ci set
      posts_count = coalesce(p.published, 0),
      suggested_posts_count = coalesce(p.suggested, 0),
      views = coalesce(p.views, 0),
      likes = coalesce(p.likes, 0),
      comments = coalesce(p.comments, 0)
    from unnest(${intArrayParam([...new Set(influencerIds)])}) as x(id)
    left join lateral (
      select
        count(*) filter (where status = 'published')::int as published,
        count(*) filter (where status = 'suggested')::int as suggested,
        sum(views) filter (where status = 'published') as views,
        sum(likes) filter (where status = 'published') as likes,
        sum(comments) filter (where status = 'published') as comments
      from campaign_posts where campaign_id = ${campaignId} and influencer_id = x.id
    ) p on true
    where ci.campaign_id = ${campaignId} and ci.influencer_id = x.id`);
}
