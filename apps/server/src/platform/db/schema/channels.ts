import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, providerStats, serialId, timestamps, timestamptz } from './columns.ts';
import { influencers } from './influencers.ts';

export const channels = pgTable(
  'channels',
  {
    id: serialId(),
    influencerId: cascadeRef('influencer_id', () => influencers.id),
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
    lastUploadAt: timestamptz('last_upload_at'),
    /** When the channel was opened on its platform (YouTube publishedAt, Twitch created_at). */
    openedAt: timestamptz('opened_at'),
    ...providerStats(),
    ...timestamps(),
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
