import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaignCreatorKeys } from './campaigns.ts';
import { channels } from './channels.ts';
import * as col from './columns.ts';

/** A video or stream of a campaign influencer: published, suggested (scan) or skipped. */
export const campaignPosts = pgTable(
  'campaign_posts',
  {
    id: col.serialId(),
    ...campaignCreatorKeys(),
    channelId: col.cascadeRef('channel_id', () => channels.id),
    /** ChannelType. */
    type: col.smallint('type').notNull(),
    externalId: col.text('external_id').notNull(),
    url: col.text('url').notNull(),
    title: col.text('title'),
    thumbnailUrl: col.text('thumbnail_url'),
    views: col.bigint('views', { mode: 'number' }),
    likes: col.bigint('likes', { mode: 'number' }),
    comments: col.bigint('comments', { mode: 'number' }),
    publishedAt: col.timestamptz('published_at'),
    /** PostStatus: suggested | published | skipped. */
    status: col.text('status').notNull(),
    /** PostSource: team | creator | suggestion. */
    source: col.text('source').notNull(),
    ...col.providerStats(),
    ...col.timestamps(),
  },
  (t) => [
    check('campaign_posts_status_valid', sql`${t.status} in ('suggested', 'published', 'skipped')`),
    uniqueIndex('campaign_posts_campaign_video_unique').on(t.campaignId, t.type, t.externalId),
    index('campaign_posts_influencer_idx').on(t.campaignId, t.influencerId),
    index('campaign_posts_status_published_idx').on(t.campaignId, t.status, t.publishedAt, t.id),
    index('campaign_posts_views_idx').on(t.campaignId, t.views, t.id),
    index('campaign_posts_created_at_idx').on(t.campaignId, t.createdAt, t.id),
    index('campaign_posts_channel_idx').on(t.channelId),
    index('campaign_posts_refreshed_idx').on(t.status, t.refreshedAt),
    // The dashboard's engagement: published posts of every campaign by publish time.
    index('campaign_posts_published_idx').on(t.publishedAt).where(sql`${t.status} = 'published'`),
  ],
);
export type CampaignPostRow = typeof campaignPosts.$inferSelect;
