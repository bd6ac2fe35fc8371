import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { channels } from './channels.ts';
import { influencers } from './influencers.ts';

/** A video or stream of a campaign influencer: published, suggested (scan) or skipped. */
export const campaignPosts = pgTable(
  'campaign_posts',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** ChannelType. */
    type: smallint('type').notNull(),
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    title: text('title'),
    thumbnailUrl: text('thumbnail_url'),
    views: bigint('views', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** PostStatus: suggested | published | skipped. */
    status: text('status').notNull(),
    /** PostSource: team | creator | suggestion. */
    source: text('source').notNull(),
    statsStatus: text('stats_status').notNull().default('pending'),
    statsError: text('stats_error'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  ],
);
export type CampaignPostRow = typeof campaignPosts.$inferSelect;
