import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The discovery service's own PostgreSQL schema. It may live in the main app's database
// (in-process mode), so every table is under `discovery` and the migrations only look there.
export const discovery = pgSchema('discovery');

const bigintNumber = (name: string) => bigint(name, { mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** YouTube channels and Twitch users. platform: 1 YouTube, 2 Twitch (contract ChannelType). */
export const creators = discovery.table(
  'creators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: smallint('platform').notNull(),
    platformId: text('platform_id').notNull(),
    handle: text('handle'),
    displayName: text('display_name').notNull(),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    url: text('url'),
    /** ISO 639-1, lower case. */
    language: text('language'),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country'),
    followers: bigintNumber('followers').notNull().default(0),
    followers30dAgo: bigintNumber('followers_30d_ago'),
    growth30d: real('growth_30d'),
    avgViewers: integer('avg_viewers'),
    peakViewers: integer('peak_viewers'),
    views: bigintNumber('views'),
    videos: integer('videos'),
    lastActiveAt: timestamptz('last_active_at'),
    /**
     * search_fold(handle || ' ' || display_name), kept by a trigger (migration 0003): what the
     * trigram search reads, lower case and without accents.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Games played in the last 90 days (kept by the ingest from creator_games). The search
     * filters read creator_games itself (its two covering indexes answer faster at 1M).
     */
    recentGameIds: integer('recent_game_ids').array().notNull().default(sql`'{}'::int[]`),
    /** 'seed' | 'twitch' | 'youtube'. */
    source: text('source').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Set when the platform says the account is gone: hidden from every answer. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('creators_platform_id_key').on(t.platform, t.platformId),
    // Each sort walks its index (id breaks ties): a page of a broad search reads ~pageSize rows.
    index('creators_followers_idx').on(t.followers.desc(), t.id),
    index('creators_avg_viewers_idx').on(t.avgViewers.desc().nullsLast(), t.id),
    index('creators_last_active_idx').on(t.lastActiveAt.desc().nullsLast(), t.id),
    index('creators_growth_idx').on(t.growth30d.desc().nullsLast(), t.id),
    // The common "language (+ platform), biggest first" search walks this one.
    index('creators_language_followers_idx').on(t.language, t.followers.desc(), t.id),
    index('creators_country_followers_idx').on(t.country, t.followers.desc(), t.id),
    index('creators_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('creators_recent_games_idx').using('gin', t.recentGameIds),
    // Live creators with every filtered column, id first: a creator found through its played
    // games (the count, the facet samples) is checked and read here, never in the heap.
    index('creators_live_idx')
      .on(t.id, t.platform, t.language, t.country, t.followers, t.avgViewers, t.lastActiveAt)
      .where(sql`${t.deletedAt} is null`),
    // Live creators by platform and language, then followers: the candidates of a "Twitch,
    // English, 10k-200k, active lately" search, read and checked in the index alone.
    index('creators_live_platform_language_idx')
      .on(t.platform, t.language, t.followers, t.lastActiveAt, t.avgViewers, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Games from IGDB (igdb_id) or seen on Twitch first (twitch_game_id, IGDB match pending).
 * id is int4 (serial): it is stored in the creators' int[] of recent games.
 */
export const games = discovery.table(
  'games',
  {
    id: serial('id').primaryKey(),
    igdbId: integer('igdb_id').unique(),
    twitchGameId: text('twitch_game_id').unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary'),
    coverUrl: text('cover_url'),
    firstReleaseDate: date('first_release_date', { mode: 'string' }),
    genreIds: integer('genre_ids').array().notNull().default(sql`'{}'::int[]`),
    themeIds: integer('theme_ids').array().notNull().default(sql`'{}'::int[]`),
    keywordIds: integer('keyword_ids').array().notNull().default(sql`'{}'::int[]`),
    platformIds: integer('platform_ids').array().notNull().default(sql`'{}'::int[]`),
    gameModeIds: integer('game_mode_ids').array().notNull().default(sql`'{}'::int[]`),
    perspectiveIds: integer('perspective_ids').array().notNull().default(sql`'{}'::int[]`),
    companyIds: integer('company_ids').array().notNull().default(sql`'{}'::int[]`),
    popularity: real('popularity'),
    igdbUpdatedAt: timestamptz('igdb_updated_at'),
    /** search_fold(name), kept by a trigger (migration 0003): what the trigram search reads. */
    searchText: text('search_text').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('games_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('games_popularity_idx').on(t.popularity.desc().nullsLast(), t.id),
    index('games_release_idx').on(t.firstReleaseDate, t.id),
    index('games_name_idx').on(t.name, t.id),
    index('games_genre_ids_idx').using('gin', t.genreIds),
    index('games_theme_ids_idx').using('gin', t.themeIds),
    index('games_keyword_ids_idx').using('gin', t.keywordIds),
    index('games_platform_ids_idx').using('gin', t.platformIds),
    index('games_game_mode_ids_idx').using('gin', t.gameModeIds),
    index('games_perspective_ids_idx').using('gin', t.perspectiveIds),
    index('games_company_ids_idx').using('gin', t.companyIds),
  ],
);

/** The games' term id arrays (IGDB's ids), one per term kind. */
export const gameTermIdColumns = [
  'genreIds',
  'themeIds',
  'keywordIds',
  'platformIds',
  'gameModeIds',
  'perspectiveIds',
  'companyIds',
] as const;

/**
 * The games' terms, one row per kind, term and game: the games' term arrays unrolled, kept by
 * triggers on games (migration 0002), never written by the application. "Played a game of
 * these terms" reads a term's games here (a short index range) rather than each played game's
 * row in games.
 */
export const gameTerms = discovery.table(
  'game_terms',
  {
    /** The contract's DiscoveryTermKind. */
    kind: text('kind').notNull(),
    termId: integer('term_id').notNull(),
    gameId: integer('game_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.termId, t.gameId] }),
    index('game_terms_game_idx').on(t.gameId),
  ],
);

/** IGDB terms: kind is the contract's DiscoveryTermKind, id is IGDB's. */
export const terms = discovery.table(
  'terms',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Games carrying the term: refreshTermGameCounts() after an ingest run. */
    gamesCount: integer('games_count').notNull().default(0),
    /** search_fold(name), kept by a trigger (migration 0003). */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('terms_kind_name_idx').on(t.kind, t.name),
    index('terms_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Played-game rows: one per creator and game, totals over all time. */
export const creatorGames = discovery.table(
  'creator_games',
  {
    creatorId: bigintNumber('creator_id').notNull(),
    gameId: integer('game_id').notNull(),
    firstPlayedAt: timestamptz('first_played_at').notNull(),
    lastPlayedAt: timestamptz('last_played_at').notNull(),
    sessions: integer('sessions').notNull().default(0),
    avgViewers: integer('avg_viewers'),
    peakViewers: integer('peak_viewers'),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.gameId] }),
    // "Played game X since D" and a game's top creators: a range scan per game.
    index('creator_games_game_last_played_idx').on(t.gameId, t.lastPlayedAt, t.creatorId),
    // "Played a game of these terms since D" per creator: its recent rows, index only.
    index('creator_games_creator_last_played_idx').on(t.creatorId, t.lastPlayedAt, t.gameId),
  ],
);

/** The over-time series: one row per creator, game and week (Monday, UTC). */
export const creatorGameWeeks = discovery.table(
  'creator_game_weeks',
  {
    creatorId: bigintNumber('creator_id').notNull(),
    gameId: integer('game_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    avgViewers: integer('avg_viewers'),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.gameId, t.week] })],
);

/** API quota use per source and window (YouTube's Pacific day, Helix's minute, ...). */
export const quotaLedger = discovery.table(
  'quota_ledger',
  {
    source: text('source').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    used: integer('used').notNull().default(0),
    cap: integer('cap').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.windowStart] })],
);

/** Where each ingest left off (IGDB's last id or updated_at, a Helix page cursor, ...). */
export const ingestCursors = discovery.table(
  'ingest_cursors',
  {
    source: text('source').notNull(),
    key: text('key').notNull(),
    cursor: text('cursor'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.key] })],
);

/** A resumable bulk import (seed): progress and the first row errors. */
export const importTasks = discovery.table('import_tasks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  fileKey: text('file_key').notNull(),
  format: text('format').notNull(),
  totalRows: integer('total_rows'),
  processedRows: integer('processed_rows').notNull().default(0),
  errorRows: integer('error_rows').notNull().default(0),
  /** [{ row, field, reason }], the first ones (capped by the importer). */
  errors: jsonb('errors')
    .$type<{ row: number; field?: string | null; reason: string }[]>()
    .notNull()
    .default([]),
  /** A CSV file's header record, for the refused-rows file. */
  csvHeader: text('csv_header'),
  /** Why the last run stopped when it was not a row's fault (the task resumes). */
  failure: text('failure'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The rows an import refused, as they were in the file (bytea: a refused row may hold a NUL
 * that text cannot), written with the batch that read them: the refused-rows download.
 */
export const importRefusedRows = discovery.table(
  'import_refused_rows',
  {
    taskId: bigintNumber('task_id').notNull(),
    row: integer('row').notNull(),
    field: text('field'),
    reason: text('reason').notNull(),
    line: bytea('line').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.row] })],
);

/**
 * One Twitch stream (or YouTube video) per game it showed: the ingest's observations.
 * creator_games and creator_game_weeks are rebuilt from these for the pairs a run touched, so
 * seeing the same stream twice (two snapshots, a rerun) never counts a second session.
 * kind: 'stream' | 'video'; samples/viewer_sum/peak come from snapshots (null for videos).
 */
export const creatorSessions = discovery.table(
  'creator_sessions',
  {
    kind: text('kind').notNull(),
    sessionId: text('session_id').notNull(),
    gameId: integer('game_id').notNull(),
    creatorId: bigintNumber('creator_id').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    samples: integer('samples').notNull().default(0),
    viewerSum: bigintNumber('viewer_sum').notNull().default(0),
    peakViewers: integer('peak_viewers'),
    /** The snapshot slot last counted: a rerun in the same slot adds no sample. */
    lastSampleSlot: bigintNumber('last_sample_slot'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.sessionId, t.gameId] }),
    index('creator_sessions_creator_game_idx').on(t.creatorId, t.gameId),
  ],
);

/** Followers per creator and day (UTC): followers_30d_ago and growth_30d are read from here. */
export const creatorFollowerDays = discovery.table(
  'creator_follower_days',
  {
    creatorId: bigintNumber('creator_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    followers: bigintNumber('followers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.day] })],
);
