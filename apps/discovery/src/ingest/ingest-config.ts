import { z } from 'zod';

/** Provider base URLs, credentials and budgets for the ingest jobs (tests point them at stand-ins). */
export type IngestConfig = {
  igdbApiUrl: string;
  twitchOAuthUrl: string;
  helixApiUrl: string;
  youtubeApiUrl: string;
  twitchClientId: string | null;
  twitchClientSecret: string | null;
  youtubeApiKey: string | null;
  /** A rate-limit reset at most this far away is waited out; a longer one stops the run. */
  maxRateLimitWaitMs: number;
  /** How long one provider request (headers and body) may take before it counts as failed. */
  providerTimeoutMs: number;
  /** IGDB allows 4 requests a second; the ledger keeps a minute window. */
  igdbCallsPerMinute: number;
  /** Helix's app-token bucket is 800 points a minute. */
  helixCallsPerMinute: number;
  /** YouTube's daily units (Pacific day): channels.list costs 1, search.list 100. */
  youtubeUnitsPerDay: number;
  /** Pages of Helix top games tracked per snapshot (100 games a page). */
  helixTopGamePages: number;
  /** Stream pages (100 streams) read per tracked game per snapshot. */
  helixStreamPagesPerGame: number;
  /** Follower counts asked per snapshot (one call per creator, once a day each). */
  helixFollowerChecksPerRun: number;
  /** Games whose YouTube videos are searched daily, most popular first. */
  youtubeTrackedGames: number;
  /** search.list calls a day per tracked game. */
  youtubeSearchesPerGame: number;
  /** Minutes between runs of each job in the discovery process's scheduler. */
  intervals: { igdbMinutes: number; helixMinutes: number; youtubeMinutes: number };
};

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));
const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const ingestEnv = z.object({
  IGDB_API_URL: z.url().default('https://api.igdb.com/v4'),
  TWITCH_OAUTH_URL: z.url().default('https://id.twitch.tv'),
  HELIX_API_URL: z.url().default('https://api.twitch.tv'),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com'),
  TWITCH_CLIENT_ID: optionalText,
  TWITCH_CLIENT_SECRET: optionalText,
  YOUTUBE_API_KEY: optionalText,
  INGEST_MAX_RATE_LIMIT_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
  INGEST_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  IGDB_CALLS_PER_MINUTE: positive(200),
  HELIX_CALLS_PER_MINUTE: positive(700),
  YOUTUBE_UNITS_PER_DAY: positive(10_000),
  HELIX_TOP_GAME_PAGES: positive(1),
  HELIX_STREAM_PAGES_PER_GAME: positive(1),
  HELIX_FOLLOWER_CHECKS_PER_RUN: positive(200),
  YOUTUBE_TRACKED_GAMES: positive(20),
  YOUTUBE_SEARCHES_PER_GAME: positive(1),
  IGDB_INTERVAL_MINUTES: positive(60),
  HELIX_INTERVAL_MINUTES: positive(5),
  YOUTUBE_INTERVAL_MINUTES: positive(60),
});

/** Reads the ingest settings; every one has a default but the credentials. Throws a ZodError. */
export function ingestConfigFromEnv(env: Record<string, string | undefined>): IngestConfig {
  const e = ingestEnv.parse(env);
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    igdbApiUrl: trim(e.IGDB_API_URL),
    twitchOAuthUrl: trim(e.TWITCH_OAUTH_URL),
    helixApiUrl: trim(e.HELIX_API_URL),
    youtubeApiUrl: trim(e.YOUTUBE_API_URL),
    twitchClientId: e.TWITCH_CLIENT_ID,
    twitchClientSecret: e.TWITCH_CLIENT_SECRET,
    youtubeApiKey: e.YOUTUBE_API_KEY,
    maxRateLimitWaitMs: e.INGEST_MAX_RATE_LIMIT_WAIT_MS,
    providerTimeoutMs: e.INGEST_PROVIDER_TIMEOUT_MS,
    igdbCallsPerMinute: e.IGDB_CALLS_PER_MINUTE,
    helixCallsPerMinute: e.HELIX_CALLS_PER_MINUTE,
    youtubeUnitsPerDay: e.YOUTUBE_UNITS_PER_DAY,
    helixTopGamePages: e.HELIX_TOP_GAME_PAGES,
    helixStreamPagesPerGame: e.HELIX_STREAM_PAGES_PER_GAME,
    helixFollowerChecksPerRun: e.HELIX_FOLLOWER_CHECKS_PER_RUN,
    youtubeTrackedGames: e.YOUTUBE_TRACKED_GAMES,
    youtubeSearchesPerGame: e.YOUTUBE_SEARCHES_PER_GAME,
    intervals: {
      igdbMinutes: e.IGDB_INTERVAL_MINUTES,
      helixMinutes: e.HELIX_INTERVAL_MINUTES,
      youtubeMinutes: e.YOUTUBE_INTERVAL_MINUTES,
    },
  };
}
