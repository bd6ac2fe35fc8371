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
import { influencers } from './influencers.ts';

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    /** ChannelType: 1 Youtube, 2 Twitch. */
    type: smallint('type').notNull(),
    url: text('url').notNull(),
    /**
     * The identity a link names, lower-cased where the platform is case-insensitive:
     * 'id:UC...' (also once a refresh resolved any other link), 'handle:name', 'custom:name',
     * 'user:name', 'video:ID' (YouTube); 'login:name' (Twitch). Unique per platform: the
     * dedupe key of "Channel already exists" and of the import's merge.
     */
    lookupKey: text('lookup_key').notNull(),
    externalId: text('external_id'),
    /** YouTube handle or Twitch login, lower case, without @. */
    handle: text('handle'),
    title: text('title'),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    subscribers: bigint('subscribers', { mode: 'number' }),
    views: bigint('views', { mode: 'number' }),
    videos: integer('videos'),
    country: text('country'),
    language: text('language'),
    lastUploadAt: timestamp('last_upload_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** ChannelStatsStatus (contract). */
    statsStatus: text('stats_status').notNull().default('pending'),
    statsError: text('stats_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('channels_type_valid', sql`${t.type} in (1, 2)`),
    uniqueIndex('channels_type_lookup_key_unique').on(t.type, t.lookupKey),
    index('channels_type_external_id_idx').on(t.type, t.externalId),
    index('channels_type_handle_idx').on(t.type, t.handle),
    index('channels_influencer_id_idx').on(t.influencerId),
    index('channels_refreshed_at_idx').on(t.refreshedAt),
  ],
);

export type ChannelRow = typeof channels.$inferSelect;
