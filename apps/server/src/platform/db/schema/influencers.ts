import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';

/**
 * A creator. subscribers_count, channels_count, channel_types and search_text are kept by
 * refreshInfluencerAggregates (channels/aggregates.ts) after every change of the influencer
 * or its channels, so the list filters and sorts on plain indexed columns at 100k rows.
 */
export const influencers = pgTable(
  'influencers',
  {
    id: col.serialId(),
    mediaName: col.text('media_name').notNull(),
    name: col.text('name'),
    firstName: col.text('first_name'),
    lastName: col.text('last_name'),
    email: col.text('email'),
    /** ISO 3166-1 alpha-2, upper case. */
    country: col.text('country'),
    /** ISO 639-1, lower case. */
    language: col.text('language'),
    tags: col.text('tags').array().notNull().default(sql`'{}'::text[]`),
    audiences: col.text('audiences').array().notNull().default(sql`'{}'::text[]`),
    /** InfluencerStatus: 1 Active, 2 Suspended. */
    status: col.smallint('status').notNull().default(1),
    /** InfluencerSource: 1 Manual .. 5 Discovery. */
    source: col.smallint('source').notNull().default(1),
    notes: col.text('notes'),
    rating: col.smallint('rating'),
    subscribersCount: col.bigint('subscribers_count', { mode: 'number' }).notNull().default(0),
    /** Maintained by the campaigns area (issue 4); 0 until then. */
    campaignsCount: col.integer('campaigns_count').notNull().default(0),
    channelsCount: col.integer('channels_count').notNull().default(0),
    /** Distinct ChannelType values of the channels, for the platform filter. */
    channelTypes: col.smallint('channel_types').array().notNull().default(sql`'{}'::smallint[]`),
    /** Lower-cased names, email and channel handles/titles/urls, for the list search. */
    searchText: col.text('search_text').notNull().default(''),
    lastActivityAt: col.timestamptz('last_activity_at'),
    ...col.timestamps(),
  },
  (t) => [
    check('influencers_status_valid', sql`${t.status} in (1, 2)`),
    check('influencers_source_valid', sql`${t.source} between 1 and 5`),
    check('influencers_rating_valid', sql`${t.rating} between 0 and 5`),
    // One index per sortable column, with id (the tie-break) so a page is an index walk.
    index('influencers_media_name_idx').on(t.mediaName, t.id),
    index('influencers_name_idx').on(t.name, t.id),
    index('influencers_first_name_idx').on(t.firstName, t.id),
    index('influencers_last_name_idx').on(t.lastName, t.id),
    index('influencers_email_idx').on(t.email, t.id),
    // Mailbox sync links a message's addresses to creators in any case.
    index('influencers_email_lower_idx').on(sql`lower(${t.email})`),
    index('influencers_country_idx').on(t.country, t.id),
    index('influencers_language_idx').on(t.language, t.id),
    index('influencers_status_idx').on(t.status, t.id),
    index('influencers_source_idx').on(t.source, t.id),
    index('influencers_rating_idx').on(t.rating, t.id),
    index('influencers_subscribers_count_idx').on(t.subscribersCount, t.id),
    index('influencers_campaigns_count_idx').on(t.campaignsCount, t.id),
    index('influencers_channels_count_idx').on(t.channelsCount, t.id),
    index('influencers_last_activity_at_idx').on(t.lastActivityAt, t.id),
    index('influencers_created_at_idx').on(t.createdAt, t.id),
    index('influencers_updated_at_idx').on(t.updatedAt, t.id),
    // The common "country + language (+ platform), biggest first" search: the page walks it
    // in subscriber order, and its count is an index-only scan (channel_types is a trailing
    // key column, as Drizzle has no INCLUDE, so the platform test needs no heap visit).
    index('influencers_country_language_subscribers_idx').on(
      t.country,
      t.language,
      t.subscribersCount,
      t.id,
      t.channelTypes,
    ),
    index('influencers_tags_idx').using('gin', t.tags),
    index('influencers_channel_types_idx').using('gin', t.channelTypes),
    // pg_trgm (migration 0002 creates the extension; PGlite loads it in open-database.ts).
    index('influencers_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type InfluencerRow = typeof influencers.$inferSelect;
