import {
  type ChannelType,
  DISCOVERY_FACET_LIMIT,
  DISCOVERY_FOLLOWER_BANDS,
  DISCOVERY_TOTAL_CAP,
  type DiscoveryCreatorFacets,
  type DiscoveryCreatorListQuery,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { rows } from '../db/sql-params.ts';
import { creatorConditions } from './creator-conditions.ts';

type Query = Pick<DiscoveryCreatorListQuery, 'filters' | 'search'>;

type FacetColumn = 'platform' | 'language' | 'country' | 'followers';

/**
 * The facet's column of at most DISCOVERY_TOTAL_CAP creators matching every filter but the
 * facet's own (no order: the planner reads whichever rows come first and stops), with how
 * many were read, so the caller knows whether the counts are a sample.
 */
function facetSample(query: Query, column: FacetColumn): SQL {
  return sql`with s as materialized (
      select c.${sql.identifier(column)} as value from discovery.creators c
      where ${creatorConditions(query, { without: column, scan: 'all' })} limit ${DISCOVERY_TOTAL_CAP}
    )`;
}

type Counted<V> = { value: V; count: number; scanned: number };

async function countsBy<V>(db: DiscoveryDb, query: Query, column: FacetColumn, limit: number) {
  return rows<Counted<V>>(
    db,
    sql`${facetSample(query, column)}
      select value, count(*)::int as count, (select count(*) from s)::int as scanned
      from s where value is not null group by 1 order by 2 desc, 1 limit ${limit}`,
  );
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
        ? sql`count(*) filter (where value >= ${band.min})::int`
        : sql`count(*) filter (where value >= ${band.min} and value < ${band.max})::int`,
    ),
    sql`, `,
  );
  const [platforms, language, country, bands] = await Promise.all([
    countsBy<ChannelType>(db, query, 'platform', DISCOVERY_FACET_LIMIT),
    countsBy<string>(db, query, 'language', DISCOVERY_FACET_LIMIT),
    countsBy<string>(db, query, 'country', DISCOVERY_FACET_LIMIT),
    rows<{ counts: number[]; scanned: number }>(
      db,
      sql`${facetSample(query, 'followers')}
        select array[${bandCounts}] as counts, count(*)::int as scanned from s`,
    ),
  ]);
  const bandRow = bands[0]?.counts ?? [];
  const scanned = [platforms, language, country, bands].map((found) => found[0]?.scanned ?? 0);
  const bare = <V>({ value, count }: Counted<V>) => ({ value, count });
  return {
    sampled: scanned.some((n) => n >= DISCOVERY_TOTAL_CAP),
    platform: platforms.map(bare).sort((a, b) => a.value - b.value),
    language: language.map(bare),
    country: country.map(bare),
    followerBands: DISCOVERY_FOLLOWER_BANDS.map((band, i) => ({
      key: band.key,
      min: band.min,
      max: band.max,
      count: bandRow[i] ?? 0,
    })),
  };
}
