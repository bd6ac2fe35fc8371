import { inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db/open-database.ts';
import { channels } from '../../apps/server/src/platform/db/schema/index.ts';
import type { BenchApp } from './bench-app.ts';

type Query = { sql: string; params: unknown[] };

/**
 * The raw-SQL twin of a list call, run through the app's own driver: `first` (lookups the API
 * makes before the page), then the page and its count together, then the queries that load
 * the page's related rows for the ids in `idColumn`.
 */
export function rawListRun(
  app: BenchApp,
  list: {
    first?: Query[];
    page: Query;
    total: Query;
    idColumn: string;
    related: (ids: number[]) => Query[];
  },
) {
  const exec = (q: Query) => app.database.sql.executeSql(q.sql, q.params);
  return async () => {
    for (const q of list.first ?? []) await exec(q);
    const [rows] = await Promise.all([exec(list.page), exec(list.total)]);
    const ids = rows.rows.map((r) => Number(r[list.idColumn]));
    if (ids.length === 0) return;
    await Promise.all(list.related(ids).map(exec));
  };
}

/** The related query every creator list makes: the channels of the page's influencers, in `order`. */
export function pageChannelsQuery(db: Db, ids: number[], ...order: SQL[]): Query {
  return db
    .select()
    .from(channels)
    .where(inArray(channels.influencerId, ids))
    .orderBy(...order)
    .toSQL();
}
