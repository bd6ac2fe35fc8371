import type { DiscoveryCreatorListQuery } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { codeArrayParam, containsPattern, intArrayParam } from '../db/sql-params.ts';
import { carriesAnyTerm } from './term-columns.ts';

/** Days `creators.recent_game_ids` covers: the ingest keeps games played this recently there. */
export const RECENT_GAMES_DAYS = 90;

type Filters = NonNullable<DiscoveryCreatorListQuery['filters']>;
/** A facet's own filter, left out when that facet is counted. */
export type FacetDimension = 'platform' | 'language' | 'country' | 'followers';

const since = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/**
 * "Played one of these games within N days": the GIN overlap on the recent-games array narrows
 * first (when N fits in what it covers), then the played-game rows confirm the date through
 * their (creator_id, game_id) key.
 */
function playedAny(gameIds: SQL, days: number): SQL {
  const played = sql`exists (select 1 from discovery.creator_games cg
    where cg.creator_id = c.id and cg.game_id = any(${gameIds})
      and cg.last_played_at >= ${since(days)})`;
  return days <= RECENT_GAMES_DAYS ? sql`c.recent_game_ids && ${gameIds} and ${played}` : played;
}

function range(column: SQL, bounds: { min?: number | undefined; max?: number | undefined }): SQL[] {
  return [
    ...(bounds.min !== undefined ? [sql`${column} >= ${bounds.min}`] : []),
    ...(bounds.max !== undefined ? [sql`${column} <= ${bounds.max}`] : []),
  ];
}

/**
 * The WHERE of a creator search (alias `c`), every filter AND-ed; `without` leaves one
 * facet's own filter out. Deleted creators never match.
 */
export function creatorConditions(
  query: Pick<DiscoveryCreatorListQuery, 'filters' | 'search'>,
  without?: FacetDimension,
): SQL {
  const f: Filters = query.filters ?? {};
  const parts: SQL[] = [sql`c.deleted_at is null`];
  if (f.platform && without !== 'platform') {
    parts.push(sql`c.platform = any(${intArrayParam(f.platform)}::smallint[])`);
  }
  if (f.language && without !== 'language') {
    parts.push(sql`c.language = any(${codeArrayParam(f.language)})`);
  }
  if (f.country && without !== 'country') {
    parts.push(sql`c.country = any(${codeArrayParam(f.country)})`);
  }
  if (f.followers && without !== 'followers') parts.push(...range(sql`c.followers`, f.followers));
  if (f.avgViewers) parts.push(...range(sql`c.avg_viewers`, f.avgViewers));
  if (f.lastActiveDays) parts.push(sql`c.last_active_at >= ${since(f.lastActiveDays)}`);
  if (f.playedGames) {
    parts.push(playedAny(intArrayParam(f.playedGames.gameIds), f.playedGames.days));
  }
  if (f.playedTerms) {
    // Per creator: its few played-game rows, each game's terms checked through its key. A
    // term covers thousands of games, so an id list (GIN overlap, `= any`) was 7x slower at
    // 1M creators / 5M rows, and the planner misjudged its size.
    parts.push(sql`exists (select 1 from discovery.creator_games cg
      join discovery.games g on g.id = cg.game_id
      where cg.creator_id = c.id and cg.last_played_at >= ${since(f.playedTerms.days)}
        and ${carriesAnyTerm(f.playedTerms.terms)})`);
  }
  if (query.search) {
    parts.push(sql`c.search_text like ${containsPattern(query.search.toLowerCase())}`);
  }
  return sql.join(parts, sql` and `);
}
