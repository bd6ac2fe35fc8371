import { z } from 'zod';
import { type IngestConfig, ingestConfigFromEnv } from './ingest/ingest-config.ts';
import type { DiscoverySourceSettings } from './search/discovery-status.ts';

/** The service's own process settings, from the environment. */
export type DiscoveryConfig = {
  /** PostgreSQL (PGlite is one process's database: the service's own process needs a server). */
  databaseUrl: string;
  token: string;
  host: string;
  port: number;
  sources: DiscoverySourceSettings;
  /** Provider base URLs, credentials and budgets of the ingest jobs. */
  ingest: IngestConfig;
};

export class DiscoveryConfigError extends Error {
  override name = 'DiscoveryConfigError';
}

export const DISCOVERY_TOKEN_MIN_LENGTH = 16;

const envSchema = z.object({
  DATABASE_URL: z.string({ error: 'must be set (a PostgreSQL URL)' }).regex(/^postgres(ql)?:\/\//, {
    error: 'must be a postgres:// URL',
  }),
  DISCOVERY_TOKEN: z.string({ error: 'must be set' }).min(DISCOVERY_TOKEN_MIN_LENGTH, {
    error: `must be ${DISCOVERY_TOKEN_MIN_LENGTH}+ characters`,
  }),
  HOST: z.string().default('127.0.0.1'),
  DISCOVERY_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
  YOUTUBE_API_KEY: z.string().optional(),
});

/**
 * Which sources can run: IGDB and Helix both need the Twitch client credentials, YouTube an
 * API key; without them the service runs on what was imported and says "not configured".
 */
export function sourcesFromEnv(env: Record<string, string | undefined>): DiscoverySourceSettings {
  const twitch = Boolean(env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET);
  return {
    igdb: { enabled: twitch },
    twitch: { enabled: twitch },
    youtube: { enabled: Boolean(env.YOUTUBE_API_KEY) },
    seed: { enabled: true },
  };
}

/** Reads and checks the settings; a bad one throws DiscoveryConfigError naming it. */
export function loadDiscoveryConfig(env: Record<string, string | undefined>): DiscoveryConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new DiscoveryConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  let ingest: IngestConfig;
  try {
    ingest = ingestConfigFromEnv(env);
  } catch (error) {
    const issues = error instanceof z.ZodError ? error.issues : [];
    const lines = issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new DiscoveryConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return {
    databaseUrl: e.DATABASE_URL,
    token: e.DISCOVERY_TOKEN,
    host: e.HOST,
    port: e.DISCOVERY_PORT,
    sources: sourcesFromEnv(env),
    ingest,
  };
}
