import type { DiscoveryGameListQuery, DiscoveryGameListResponse } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { foldedPattern, foldedText, rows } from '../db/sql-params.ts';
import { cappedTotal } from './capped-total.ts';
import {
  type GameRow,
  gameColumns,
  LIST_TERM_KINDS,
  recentCreatorCounts,
  termNames,
  toDiscoveryGame,
} from './game-rows.ts';
import { carriesEveryTerm } from './term-columns.ts';

function gameConditions(query: DiscoveryGameListQuery): SQL {
  const f = query.filters ?? {};
  const parts: SQL[] = [sql`true`];
  if (f.terms) parts.push(carriesEveryTerm(f.terms));
  if (f.releaseYear?.min !== undefined) {
    parts.push(sql`g.first_release_date >= make_date(${f.releaseYear.min}::int, 1, 1)`);
  }
  if (f.releaseYear?.max !== undefined) {
    parts.push(sql`g.first_release_date < make_date(${f.releaseYear.max}::int + 1, 1, 1)`);
  }
  if (query.search) {
    parts.push(sql`g.search_text like ${foldedPattern(query.search, 'contains')}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * ORDER BY of a game page. Without a sort, a search puts the game of that very name first
 * (case and accent blind), then names starting with the text, then the closest names
 * (pg_trgm similarity), then the most popular: "Hades" before Hades II and Hadeshaven, "Portal"
 * before Portal Knights. No search: most popular first. Unknown values last, id breaks ties.
 */
function gameOrder(query: DiscoveryGameListQuery): SQL {
  const sort = query.sort;
  if (!sort) {
    const popular = sql`g.popularity desc nulls last, g.id`;
    if (!query.search) return popular;
    const text = foldedText(query.search);
    return sql`(g.search_text = ${text}) desc,
      (g.search_text like ${foldedPattern(query.search, 'prefix')}) desc,
      similarity(g.search_text, ${text}) desc, ${popular}`;
  }
  const column = {
    name: sql`g.name`,
    popularity: sql`g.popularity`,
    releaseDate: sql`g.first_release_date`,
  }[sort.field];
  return sort.order === 'asc'
    ? sql`${column} asc nulls last, g.id`
    : sql`${column} desc nulls last, g.id`;
}

/** POST /game/list: a page of games with their terms and recent creator counts. */
export async function listGames(
  db: DiscoveryDb,
  query: DiscoveryGameListQuery,
): Promise<DiscoveryGameListResponse> {
  const from = sql`from discovery.games g where ${gameConditions(query)}`;
  const offset = query.page * query.pageSize;
  const [page, counted] = await Promise.all([
    rows<GameRow>(
      db,
      sql`select ${gameColumns} ${from} order by ${gameOrder(query)}
        limit ${query.pageSize} offset ${offset}`,
    ),
    cappedTotal(db, from, offset + query.pageSize),
  ]);
  const [names, counts] = await Promise.all([
    termNames(db, page, LIST_TERM_KINDS),
    recentCreatorCounts(
      db,
      page.map((g) => g.id),
    ),
  ]);
  return {
    items: page.map((row) => toDiscoveryGame(row, names, counts.get(row.id) ?? 0)),
    ...counted,
  };
}
