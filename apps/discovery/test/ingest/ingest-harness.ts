import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../src/db/database.ts';
import { rows } from '../../src/db/sql-params.ts';
import { type IngestConfig, ingestConfigFromEnv } from '../../src/ingest/ingest-config.ts';
import { type IngestContext, silentLog } from '../../src/ingest/ingest-context.ts';
import { STAND_IN_CLIENT } from '../stand-ins/twitch-oauth-stand-in.ts';

/** Ingest settings pointing at the stand-ins (only what a test names is set). */
export function standInConfig(urls: {
  igdb?: string;
  oauth?: string;
  helix?: string;
  youtube?: string;
  youtubeKey?: string;
  extra?: Record<string, string>;
}): IngestConfig {
  return ingestConfigFromEnv({
    ...(urls.igdb ? { IGDB_API_URL: urls.igdb } : {}),
    ...(urls.oauth ? { TWITCH_OAUTH_URL: urls.oauth } : {}),
    ...(urls.helix ? { HELIX_API_URL: urls.helix } : {}),
    ...(urls.youtube ? { YOUTUBE_API_URL: urls.youtube } : {}),
    ...(urls.oauth
      ? { TWITCH_CLIENT_ID: STAND_IN_CLIENT.id, TWITCH_CLIENT_SECRET: STAND_IN_CLIENT.secret }
      : {}),
    ...(urls.youtubeKey ? { YOUTUBE_API_KEY: urls.youtubeKey } : {}),
    ...urls.extra,
  });
}

export function ingestContext(db: DiscoveryDb, config: IngestConfig, now?: Date): IngestContext {
  return { db, config, log: silentLog, ...(now ? { now: () => now } : {}) };
}

// What "the same rows" means for idempotence: every ingest-written table, whole rows, in a
// fixed order. Left out: when a cursor was saved (it says when the last run was) and the
// quota ledger (every run spends quota).
const DUMPED = [
  'creators',
  'games',
  'terms',
  'creator_games',
  'creator_game_weeks',
  'creator_sessions',
  'creator_follower_days',
] as const;

export async function dumpTables(db: DiscoveryDb): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of DUMPED) {
    out[table] = await rows(
      db,
      sql`select to_jsonb(t) as row from discovery.${sql.identifier(table)} t order by to_jsonb(t)::text`,
    );
  }
  out.ingest_cursors = await rows(
    db,
    sql`select source, key, cursor from discovery.ingest_cursors order by source, key`,
  );
  return out;
}

/** Calls the ledger counted for a source (all windows). */
export async function ledgerUsed(db: DiscoveryDb, source: string): Promise<number> {
  const [row] = await rows<{ used: number }>(
    db,
    sql`select coalesce(sum(used), 0)::int as used from discovery.quota_ledger where source = ${source}`,
  );
  return row?.used ?? 0;
}
