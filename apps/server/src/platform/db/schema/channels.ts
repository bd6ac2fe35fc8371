import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { influencers } from './influencers.ts';

export const channels = pgTable(
  'channels',
  {
    id: col.serialId(),
    influencerId: col.cascadeRef('influencer_id', () => influencers.id),
    /** ChannelType: 1 Youtube, 2 Twitch. */
    type: col.smallint('type').notNull(),
    url: col.text('url').notNull(),
    /**
     * The identity a link names, lower-cased where the platform is case-insensitive:
     * 'id:UC...' (also once a refresh resolved any other link), 'handle:name', 'custom:name',
     * 'user:name', 'video:ID' (YouTube); 'login:name' (Twitch). Unique per platform: the
     * dedupe key of "Channel already exists" and of the import's merge.
     */
    lookupKey: col.text('lookup_key').notNull(),
    externalId: col.text('external_id'),
    /** YouTube handle or Twitch login, lower case, without @. */
    handle: col.text('handle'),
    title: col.text('title'),
    description: col.text('description'),
    avatarUrl: col.text('avatar_url'),
    subscribers: col.bigint('subscribers', { mode: 'number' }),
    views: col.bigint('views', { mode: 'number' }),
    videos: col.integer('videos'),
    country: col.text('country'),
    language: col.text('language'),
    lastUploadAt: col.timestamptz('last_upload_at'),
    /** When the channel was opened on its platform (YouTube publishedAt, Twitch created_at). */
    openedAt: col.timestamptz('opened_at'),
    ...col.providerStats(),
    ...col.timestamps(),
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
