import { z } from 'zod';
import { channelType } from './enums.ts';
import { bigId, INT4_MAX, id, rowId } from './fields.ts';
import { listRequest } from './paging.ts';

// The discovery service's shapes (issue 15), shared by the service (apps/discovery), the main
// API's /api/discovery proxies and the /discovery screen. A creator's `platform` reuses the
// CRM's ChannelType codes (1 YouTube, 2 Twitch), so adding a result to the CRM maps 1:1.

/** IGDB's term kinds, as the path segment of POST /game/term/{x}/list. */
export const DISCOVERY_TERM_KINDS = [
  'genre',
  'theme',
  'keyword',
  'platform',
  'gameMode',
  'perspective',
  'company',
] as const;
export const discoveryTermKind = z.enum(DISCOVERY_TERM_KINDS);
export type DiscoveryTermKind = z.infer<typeof discoveryTermKind>;

/** Longest look-back a "within N days" filter takes (played games, terms, last active). */
export const DISCOVERY_MAX_DAYS = 3650;
/** How many values one facet answers (languages, countries): the most frequent first. */
export const DISCOVERY_FACET_LIMIT = 20;
/** Totals are counted exactly up to this many matches; beyond it `totalCapped` is true. */
export const DISCOVERY_TOTAL_CAP = 10_000;

/** Follower bands of the filter panel: [min, max) with max null for the open top band. */
export const DISCOVERY_FOLLOWER_BANDS = [
  { key: '0-1k', min: 0, max: 1_000 },
  { key: '1k-10k', min: 1_000, max: 10_000 },
  { key: '10k-100k', min: 10_000, max: 100_000 },
  { key: '100k-1m', min: 100_000, max: 1_000_000 },
  { key: '1m+', min: 1_000_000, max: null },
] as const;

/** A named reference: a game, or a term. */
export const discoveryRef = z.object({ id: z.number().int(), name: z.string() });
export type DiscoveryRef = z.infer<typeof discoveryRef>;

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A closed range of whole numbers; either end may be left open. */
const countRange = z
  .object({ min: count.optional(), max: count.optional() })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    error: 'min must not be greater than max',
  });
const days = z.number().int().min(1).max(DISCOVERY_MAX_DAYS);
const languageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, { error: 'Must be an ISO 639-1 language code' });
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Must be an ISO 3166-1 alpha-2 country code' });

/** One IGDB term, by kind and IGDB id. */
export const discoveryTermRef = z.object({
  kind: discoveryTermKind,
  id: z.number().int().min(1).max(INT4_MAX),
});
export type DiscoveryTermRef = z.infer<typeof discoveryTermRef>;

// ---- creators ----

export const discoveryCreator = z.object({
  id: z.number().int(),
  platform: channelType,
  /** The platform's own id (YouTube channel id, Twitch user id). */
  platformId: z.string(),
  handle: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  url: z.string().nullable(),
  /** ISO 639-1, lower case. */
  language: z.string().nullable(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().nullable(),
  /** Subscribers (YouTube) or followers (Twitch). */
  followers: z.number().int(),
  avgViewers: z.number().int().nullable(),
  peakViewers: z.number().int().nullable(),
  lastActiveAt: z.string().nullable(),
  /** Follower growth over 30 days as a fraction (0.1 = +10%); null when unknown. */
  growth30d: z.number().nullable(),
  /** Games played in the last 30 days, most viewed first (at most 3). */
  topGames: z.array(discoveryRef),
});
export type DiscoveryCreator = z.infer<typeof discoveryCreator>;

export const DISCOVERY_CREATOR_SORT_FIELDS = [
  'followers',
  'avgViewers',
  'lastActiveAt',
  'growth30d',
] as const;

/**
 * Filters of the creator search; every one given must hold (AND). Lists inside a filter are
 * any-of: `platform: [1, 2]` is YouTube or Twitch; `playedGames` is "played any of these games
 * within `days`"; `playedTerms` is "played, within `days`, a game carrying any of these terms".
 */
export const discoveryCreatorFilters = {
  platform: z.array(channelType).min(1).max(2),
  language: z.array(languageCode).min(1).max(50),
  country: z.array(countryCode).min(1).max(50),
  followers: countRange,
  avgViewers: countRange,
  playedGames: z.object({ gameIds: z.array(rowId).min(1).max(100), days }),
  playedTerms: z.object({ terms: z.array(discoveryTermRef).min(1).max(50), days }),
  lastActiveDays: days,
};

/**
 * POST /influencer/list (discovery). Sort defaults to followers, biggest first; nulls last
 * either way. `search` matches handle or display name (substring, trigram-indexed).
 * `facets: false` skips the facet counts (the next page of the same search needs none).
 */
export const discoveryCreatorListRequest = listRequest(
  [...DISCOVERY_CREATOR_SORT_FIELDS],
  discoveryCreatorFilters,
).extend({ facets: z.boolean().default(true) });
export type DiscoveryCreatorListRequest = z.input<typeof discoveryCreatorListRequest>;
export type DiscoveryCreatorListQuery = z.output<typeof discoveryCreatorListRequest>;

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: count });

/**
 * Counts for the filter panel. Each facet applies every filter but its own (picking
 * "en" still shows how many "de" there would be); languages and countries: the 20 most
 * frequent, unknown (null) left out. Like the total, counts are exact up to
 * DISCOVERY_TOTAL_CAP matches; beyond, each facet counts the first DISCOVERY_TOTAL_CAP
 * matches it reads and `sampled` is true (counting a million rows per keystroke is what
 * made the panel slow).
 */
export const discoveryCreatorFacets = z.object({
  sampled: z.boolean(),
  platform: z.array(facetCount(channelType)),
  language: z.array(facetCount(z.string())),
  country: z.array(facetCount(z.string())),
  followerBands: z.array(
    z.object({ key: z.string(), min: count, max: count.nullable(), count: count }),
  ),
});
export type DiscoveryCreatorFacets = z.infer<typeof discoveryCreatorFacets>;

export const discoveryCreatorListResponse = z.object({
  items: z.array(discoveryCreator),
  /** Exact up to DISCOVERY_TOTAL_CAP (or the end of the asked page); see totalCapped. */
  total: count,
  /** More match than `total` says. */
  totalCapped: z.boolean(),
  /** Null when the request said `facets: false`. */
  facets: discoveryCreatorFacets.nullable(),
});
export type DiscoveryCreatorListResponse = z.infer<typeof discoveryCreatorListResponse>;

/** One game a creator played: totals and a weekly series (oldest week first, at most 52). */
export const discoveryCreatorGame = z.object({
  game: discoveryRef.extend({ coverUrl: z.string().nullable() }),
  firstPlayedAt: z.string(),
  lastPlayedAt: z.string(),
  sessions: z.number().int(),
  avgViewers: z.number().int().nullable(),
  peakViewers: z.number().int().nullable(),
  weeks: z.array(
    z.object({
      /** Monday of the week, YYYY-MM-DD (UTC). */
      week: z.string(),
      sessions: z.number().int(),
      avgViewers: z.number().int().nullable(),
    }),
  ),
});
export type DiscoveryCreatorGame = z.infer<typeof discoveryCreatorGame>;

/** GET /influencer/{id} (discovery): the creator and the games played, latest first (100). */
export const discoveryCreatorDetail = discoveryCreator.extend({
  description: z.string().nullable(),
  followers30dAgo: z.number().int().nullable(),
  views: z.number().int().nullable(),
  videos: z.number().int().nullable(),
  source: z.string(),
  updatedAt: z.string(),
  games: z.array(discoveryCreatorGame),
});
export type DiscoveryCreatorDetail = z.infer<typeof discoveryCreatorDetail>;

/** A creator id in a path (bigserial). */
export const discoveryCreatorIdParams = z.object({ id: bigId });

// ---- games ----

export const discoveryGame = z.object({
  id: z.number().int(),
  igdbId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  coverUrl: z.string().nullable(),
  /** YYYY-MM-DD. */
  firstReleaseDate: z.string().nullable(),
  genres: z.array(discoveryRef),
  themes: z.array(discoveryRef),
  platforms: z.array(discoveryRef),
  gameModes: z.array(discoveryRef),
  perspectives: z.array(discoveryRef),
  companies: z.array(discoveryRef),
  popularity: z.number().nullable(),
  /** Creators who played it in the last 30 days. */
  creatorsCount: z.number().int(),
});
export type DiscoveryGame = z.infer<typeof discoveryGame>;

export const DISCOVERY_GAME_SORT_FIELDS = ['name', 'popularity', 'releaseDate'] as const;

const year = z.number().int().min(1950).max(2100);

/** Game filters: a game must carry every term given (AND), and be released in the years. */
export const discoveryGameFilters = {
  terms: z.array(discoveryTermRef).min(1).max(20),
  releaseYear: z
    .object({ min: year.optional(), max: year.optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      error: 'min must not be greater than max',
    }),
};

/**
 * POST /game/list (discovery). `search`: name, substring (trigram); without a sort, a search
 * orders by likeness, otherwise by popularity, most popular first.
 */
export const discoveryGameListRequest = listRequest(
  [...DISCOVERY_GAME_SORT_FIELDS],
  discoveryGameFilters,
);
export type DiscoveryGameListRequest = z.input<typeof discoveryGameListRequest>;
export type DiscoveryGameListQuery = z.output<typeof discoveryGameListRequest>;

export const discoveryGameListResponse = z.object({
  items: z.array(discoveryGame),
  total: count,
  totalCapped: z.boolean(),
});
export type DiscoveryGameListResponse = z.infer<typeof discoveryGameListResponse>;

/** A top creator of a game: the creator and how they did on this game (last 30 days). */
export const discoveryGameCreator = z.object({
  creator: discoveryCreator,
  sessions: z.number().int(),
  avgViewers: z.number().int().nullable(),
  lastPlayedAt: z.string(),
});
export type DiscoveryGameCreator = z.infer<typeof discoveryGameCreator>;

/** GET /game/{id} (discovery): the game, all its terms, and its top 20 creators (30 days). */
export const discoveryGameDetail = discoveryGame.extend({
  twitchGameId: z.string().nullable(),
  summary: z.string().nullable(),
  keywords: z.array(discoveryRef),
  topCreators: z.array(discoveryGameCreator),
});
export type DiscoveryGameDetail = z.infer<typeof discoveryGameDetail>;

/** A game id in a path (games.id is int4: it goes into the creators' int[] of game ids). */
export const discoveryGameIdParams = z.object({ id });

// ---- terms ----

export const discoveryTerm = z.object({
  kind: discoveryTermKind,
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Games carrying the term (kept by the ingest). */
  gamesCount: z.number().int(),
});
export type DiscoveryTerm = z.infer<typeof discoveryTerm>;

/** POST /game/term/{x}/list: `search` on name (substring); sort by name (default) or games. */
export const discoveryTermListRequest = listRequest(['name', 'gamesCount'], {});
export type DiscoveryTermListRequest = z.input<typeof discoveryTermListRequest>;
export type DiscoveryTermListQuery = z.output<typeof discoveryTermListRequest>;
export const discoveryTermListParams = z.object({ x: discoveryTermKind });
export const discoveryTermListResponse = z.object({
  items: z.array(discoveryTerm),
  total: count,
});
export type DiscoveryTermListResponse = z.infer<typeof discoveryTermListResponse>;

// ---- status ----

export const DISCOVERY_SOURCES = ['igdb', 'twitch', 'youtube', 'seed'] as const;
export const discoverySource = z.enum(DISCOVERY_SOURCES);
export type DiscoverySource = z.infer<typeof discoverySource>;

/** GET /status (discovery): which sources run, and how much is indexed. */
export const discoveryStatus = z.object({
  sources: z.array(
    z.object({
      source: discoverySource,
      enabled: z.boolean(),
      /** Why a source is off ("not configured"), null when on. */
      reason: z.string().nullable(),
      /** The newest ingest cursor write of the source. */
      lastRunAt: z.string().nullable(),
    }),
  ),
  counts: z.object({
    creators: count,
    games: count,
    terms: count,
    creatorGames: count,
  }),
});
export type DiscoveryStatus = z.infer<typeof discoveryStatus>;
