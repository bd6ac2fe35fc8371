import type { DiscoveryCreatorListQuery, DiscoveryTermRef } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { codeArrayParam, foldedPattern, intArrayParam } from '../db/sql-params.ts';
import { carriesAnyTerm, gamesWithAnyTerm } from './term-columns.ts';

type Filters = NonNullable<DiscoveryCreatorListQuery['filters']>;
/** A facet's own filter, left out when that facet is counted. */
export type FacetDimension = 'platform' | 'language' | 'country' | 'followers';

const since = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/**
 * "Played one of these games within N days": the creators found through the played-game rows'
 * (game_id, last_played_at, creator_id) index, then each checked through the live creators'
 * index. A semi-join rather than a correlated EXISTS, so the planner may start from either
 * side: from these rows for the count and the facets (a popular game: ~15k rows, index only),
 * from the sort's index for a page (each creator checked by its (creator_id, last_played_at,
 * game_id) rows). The GIN on `recent_game_ids` narrowed first before: the count then read
 * every creator who played the game in 90 days from the heap (52k creators, 26k pages at 1M).
 */
function playedAny(gameIds: SQL, days: number): SQL {
  return sql`c.id in (select cg.creator_id from discovery.creator_games cg
    where cg.game_id = any(${gameIds}) and cg.last_played_at >= ${since(days)})`;
}

/**
 * "Played a game carrying any of these terms within N days", per creator, through its
 * played-game rows of the period (the (creator_id, last_played_at, game_id) index, no heap).
 *
 * - 'page': each of those rows' game is looked up in games by its key. A page checks a few
 *   hundred creators at most, walking the sort's index.
 * - 'all' (the count, the facet samples: every candidate, 10k for the issue's search at 1M):
 *   the term's games are read once from game_terms (a short index range: 34k games for RPG at
 *   200k games) into a hash, instead of ~18k games-row lookups (72k buffers). Building that
 *   hash takes tens of ms, more than a page's few lookups, hence the two shapes. The shape holds the
 *   plan: a scalar subquery (LIMIT 1, NULL when none) is never pulled up into a join, so the
 *   planner cannot trade the per-creator check for a hash of every played row of the period
 *   (1.5M at 1M creators), which it costs lower as an EXISTS; and `is true` keeps the term's
 *   games an uncorrelated, hashed subplan, built once per query, rather than a join.
 */
function playedAnyTerm(terms: readonly DiscoveryTermRef[], days: number, scan: CreatorScan): SQL {
  if (scan === 'page') {
    return sql`exists (select 1 from discovery.creator_games cg
      join discovery.games g on g.id = cg.game_id
      where cg.creator_id = c.id and cg.last_played_at >= ${since(days)}
        and ${carriesAnyTerm(terms)})`;
  }
  return sql`(select true from discovery.creator_games cg
    where cg.creator_id = c.id and cg.last_played_at >= ${since(days)}
      and (cg.game_id in (${gamesWithAnyTerm(terms)})) is true
    limit 1)`;
}

function range(column: SQL, bounds: { min?: number | undefined; max?: number | undefined }): SQL[] {
  return [
    ...(bounds.min !== undefined ? [sql`${column} >= ${bounds.min}`] : []),
    ...(bounds.max !== undefined ? [sql`${column} <= ${bounds.max}`] : []),
  ];
}

/**
 * How a query reads its matches: 'page' stops after a page in the sort's order, 'all' reads
 * every match up to a cap (the count, the facet samples). Same matches either way; some
 * filters check each creator in the way cheaper for that many.
 */
export type CreatorScan = 'page' | 'all';

/**
 * The WHERE of a creator search (alias `c`), every filter AND-ed; `without` leaves one
 * facet's own filter out. Deleted creators never match.
 */
export function creatorConditions(
  query: Pick<DiscoveryCreatorListQuery, 'filters' | 'search'>,
  options: { without?: FacetDimension; scan: CreatorScan },
): SQL {
  const { without, scan } = options;
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
  if (f.playedTerms) parts.push(playedAnyTerm(f.playedTerms.terms, f.playedTerms.days, scan));
  if (query.search) {
    parts.push(sql`c.search_text like ${foldedPattern(query.search, 'contains')}`);
  }
  return sql.join(parts, sql` and `);
}
