import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { bigintArrayParam } from '../db/sql-params.ts';

/** Days `creators.recent_game_ids` covers: the ingest keeps games played this recently there. */
export const RECENT_GAMES_DAYS = 90;

/**
 * Rewrites `creators.recent_game_ids` (games played in the last RECENT_GAMES_DAYS days) from
 * the played-game rows, for the given creators or, without ids, for every creator whose array
 * is out of date. The ingest calls it for the creators whose creator_games it wrote, and daily
 * for everyone (games age out). The search no longer reads the array (it finds players through
 * creator_games' indexes).
 */
export async function refreshRecentGames(
  db: DiscoveryDb,
  creatorIds?: readonly number[],
): Promise<void> {
  const only = creatorIds ? sql`where c2.id = any(${bigintArrayParam(creatorIds)})` : sql``;
  await db.execute(sql`update discovery.creators c set recent_game_ids = fresh.ids
    from (select c2.id, coalesce((select array_agg(cg.game_id order by cg.game_id)
            from discovery.creator_games cg
            where cg.creator_id = c2.id
              and cg.last_played_at >= now() - make_interval(days => ${RECENT_GAMES_DAYS}::int)),
            '{}'::int[]) as ids
          from discovery.creators c2 ${only}) fresh
    where c.id = fresh.id and c.recent_game_ids is distinct from fresh.ids`);
}
