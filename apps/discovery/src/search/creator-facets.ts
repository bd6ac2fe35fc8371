import {
  type ChannelType,
  DISCOVERY_FACET_LIMIT,
  DISCOVERY_FOLLOWER_BANDS,
  type DiscoveryCreatorFacets,
  type DiscoveryCreatorListQuery,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { rows } from '../db/sql-params.ts';
import { creatorConditions } from './creator-conditions.ts';

type Query = Pick<DiscoveryCreatorListQuery, 'filters' | 'search'>;

async function countsBy(db: DiscoveryDb, query: Query, column: 'language' | 'country') {
  const found = await rows<{ value: string; count: number }>(
    db,
    sql`select c.${sql.identifier(column)} as value, count(*)::int as count
      from discovery.creators c
      where ${creatorConditions(query, column)} and c.${sql.identifier(column)} is not null
      group by 1 order by 2 desc, 1 limit ${DISCOVERY_FACET_LIMIT}`,
  );
  return found;
}

/**
 * The filter panel's counts: one grouped query per facet, each with every filter but its
 * own, so a picked value still shows its alternatives.
 */
export async function creatorFacets(
  db: DiscoveryDb,
  query: Query,
): Promise<DiscoveryCreatorFacets> {
  const bandCounts = sql.join(
    DISCOVERY_FOLLOWER_BANDS.map((band) =>
      band.max === null
        ? sql`count(*) filter (where c.followers >= ${band.min})::int`
        : sql`count(*) filter (where c.followers >= ${band.min} and c.followers < ${band.max})::int`,
    ),
    sql`, `,
  );
  const [platforms, language, country, bands] = await Promise.all([
    rows<{ value: number; count: number }>(
      db,
      sql`select c.platform as value, count(*)::int as count from discovery.creators c
        where ${creatorConditions(query, 'platform')} group by 1 order by 1`,
    ),
    countsBy(db, query, 'language'),
    countsBy(db, query, 'country'),
    rows<{ counts: number[] }>(
      db,
      sql`select array[${bandCounts}] as counts from discovery.creators c
        where ${creatorConditions(query, 'followers')}`,
    ),
  ]);
  const bandRow = bands[0]?.counts ?? [];
  return {
    platform: platforms.map((p) => ({ value: p.value as ChannelType, count: p.count })),
    language,
    country,
    followerBands: DISCOVERY_FOLLOWER_BANDS.map((band, i) => ({
      key: band.key,
      min: band.min,
      max: band.max,
      count: bandRow[i] ?? 0,
    })),
  };
}
