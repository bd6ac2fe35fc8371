import type { DiscoveryCreatorListQuery, DiscoveryCreatorListResponse } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { rows } from '../db/sql-params.ts';
import { cappedTotal } from './capped-total.ts';
import { type CreatorScan, creatorConditions } from './creator-conditions.ts';
import { creatorFacets } from './creator-facets.ts';
import {
  type CreatorRow,
  creatorColumns,
  recentTopGames,
  toDiscoveryCreator,
} from './creator-rows.ts';

type SortField = NonNullable<DiscoveryCreatorListQuery['sort']>['field'];

const sortColumn: Record<SortField, SQL> = {
  followers: sql`c.followers`,
  avgViewers: sql`c.avg_viewers`,
  lastActiveAt: sql`c.last_active_at`,
  growth30d: sql`c.growth_30d`,
};

/**
 * ORDER BY of a creator page: the chosen column, unknown values last either way, id to
 * break ties. Descending matches the indexes (column desc nulls last, id), so the common
 * "biggest first" page walks an index and stops after a page.
 */
function creatorOrder(sort: DiscoveryCreatorListQuery['sort']): SQL {
  const column = sortColumn[sort?.field ?? 'followers'];
  return sort?.order === 'asc'
    ? sql`${column} asc nulls last, c.id desc`
    : sql`${column} desc nulls last, c.id asc`;
}

/** POST /influencer/list: a page of creators, the (capped) total, and the facet counts. */
export async function listCreators(
  db: DiscoveryDb,
  query: DiscoveryCreatorListQuery,
): Promise<DiscoveryCreatorListResponse> {
  const from = (scan: CreatorScan) =>
    sql`from discovery.creators c where ${creatorConditions(query, { scan })}`;
  const offset = query.page * query.pageSize;
  const sort = query.sort ?? { field: 'followers' as const, order: 'desc' as const };
  const [page, counted, facets] = await Promise.all([
    rows<CreatorRow>(
      db,
      sql`select ${creatorColumns} ${from('page')} order by ${creatorOrder(sort)}
        limit ${query.pageSize} offset ${offset}`,
    ),
    cappedTotal(db, from('all'), offset + query.pageSize),
    query.facets ? creatorFacets(db, query) : Promise.resolve(null),
  ]);
  const topGames = await recentTopGames(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => toDiscoveryCreator(row, topGames.get(row.id) ?? [])),
    ...counted,
    facets,
  };
}
