import { DISCOVERY_TERM_KINDS, type DiscoveryGameDetail } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { iso, rows } from '../db/sql-params.ts';
import {
  type CreatorRow,
  creatorColumns,
  recentTopGames,
  toDiscoveryCreator,
} from './creator-rows.ts';
import {
  type GameRow,
  gameColumns,
  namedTerms,
  recentCreatorCounts,
  termNames,
  toDiscoveryGame,
} from './game-rows.ts';

/** How many creators a game's detail lists. */
export const GAME_TOP_CREATORS = 20;

/**
 * GET /game/{id}: the game with every term, and the creators who played it in the last 30
 * days with the most viewers on it. Null when there is no such game.
 */
export async function gameDetail(db: DiscoveryDb, id: number): Promise<DiscoveryGameDetail | null> {
  const [game] = await rows<GameRow>(
    db,
    sql`select ${gameColumns} from discovery.games g where g.id = ${id}`,
  );
  if (!game) return null;
  const [names, counts, top] = await Promise.all([
    termNames(db, [game], DISCOVERY_TERM_KINDS),
    recentCreatorCounts(db, [game.id]),
    rows<
      CreatorRow & {
        game_sessions: number;
        game_avg_viewers: number | null;
        game_last_played_at: Date | string;
      }
    >(
      db,
      sql`select ${creatorColumns}, cg.sessions as game_sessions,
          cg.avg_viewers as game_avg_viewers, cg.last_played_at as game_last_played_at
        from discovery.creator_games cg
        join discovery.creators c on c.id = cg.creator_id and c.deleted_at is null
        where cg.game_id = ${game.id} and cg.last_played_at >= now() - interval '30 days'
        order by cg.avg_viewers desc nulls last, c.followers desc, c.id
        limit ${GAME_TOP_CREATORS}`,
    ),
  ]);
  const topGames = await recentTopGames(
    db,
    top.map((c) => c.id),
  );
  return {
    ...toDiscoveryGame(game, names, counts.get(game.id) ?? 0),
    twitchGameId: game.twitch_game_id,
    summary: game.summary,
    keywords: namedTerms(game, 'keyword', names),
    topCreators: top.map((row) => ({
      creator: toDiscoveryCreator(row, topGames.get(row.id) ?? []),
      sessions: row.game_sessions,
      avgViewers: row.game_avg_viewers,
      lastPlayedAt: iso(row.game_last_played_at) ?? '',
    })),
  };
}
