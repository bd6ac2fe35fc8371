import { DISCOVERY_SOURCES, type DiscoverySource, type DiscoveryStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { iso, rows } from '../db/sql-params.ts';

/**
 * Which sources this installation runs: a source is off with the reason (usually "not
 * configured": no IGDB/Twitch/YouTube credentials). The seed import is always on.
 */
export type DiscoverySourceSettings = Partial<
  Record<DiscoverySource, { enabled: boolean; reason?: string | null }>
>;

export const NOT_CONFIGURED = 'not configured';

/** GET /status: each source on or off, when it last wrote a cursor, and the index's size. */
export async function discoveryStatus(
  db: DiscoveryDb,
  sources: DiscoverySourceSettings,
): Promise<DiscoveryStatus> {
  const [lastRuns, counts] = await Promise.all([
    rows<{ source: string; last_run_at: Date | string }>(
      db,
      sql`select source, max(updated_at) as last_run_at from discovery.ingest_cursors
        group by source`,
    ),
    rows<{ creators: number; games: number; terms: number; creator_games: number }>(
      db,
      // Planner estimates would be cheaper at scale, but are 0 or stale before ANALYZE.
      sql`select
        (select count(*) from discovery.creators where deleted_at is null)::float8 as creators,
        (select count(*) from discovery.games)::float8 as games,
        (select count(*) from discovery.terms)::float8 as terms,
        (select count(*) from discovery.creator_games)::float8 as creator_games`,
    ),
  ]);
  const lastRun = new Map(lastRuns.map((r) => [r.source, iso(r.last_run_at)]));
  const c = counts[0] ?? { creators: 0, games: 0, terms: 0, creator_games: 0 };
  return {
    sources: DISCOVERY_SOURCES.map((source) => {
      const setting = sources[source] ?? (source === 'seed' ? { enabled: true } : undefined);
      const enabled = setting?.enabled ?? false;
      return {
        source,
        enabled,
        reason: enabled ? null : (setting?.reason ?? NOT_CONFIGURED),
        lastRunAt: lastRun.get(source) ?? null,
      };
    }),
    counts: {
      creators: c.creators,
      games: c.games,
      terms: c.terms,
      creatorGames: c.creator_games,
    },
  };
}
