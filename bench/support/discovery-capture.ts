import type { DiscoveryDb } from '@app/discovery';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SqlExecutor } from '../../apps/server/src/platform/db/open-database.ts';

export type CapturedQuery = { sql: string; params: unknown[] };

const dialect = new PgDialect();

/**
 * The same database, with every `execute` (all the search runs: raw SQL through
 * `rows(db, sql)`) recorded as the text and parameters the driver is sent.
 */
export function capturingDb(db: DiscoveryDb): { db: DiscoveryDb; captured: CapturedQuery[] } {
  const captured: CapturedQuery[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (query: SQL) => {
          const { sql, params } = dialect.sqlToQuery(query);
          captured.push({ sql, params });
          return target.execute(query);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, captured };
}

/**
 * The raw-SQL twin of one listCreators call, from what it sent: the first queries together
 * (the page, the capped count and, with facets, the four facet counts, as the search runs them
 * with Promise.all), then the page's top games (a second round, as it needs the page's ids).
 * Runs through the app's own driver, no Drizzle, no mapping.
 */
export function rawSearchRun(sqlExecutor: SqlExecutor, queries: readonly CapturedQuery[]) {
  const second = queries.filter((q) => q.sql.includes('cross join lateral'));
  const first = queries.filter((q) => !second.includes(q));
  const exec = (q: CapturedQuery) => sqlExecutor.executeSql(q.sql, q.params);
  return async () => {
    await Promise.all(first.map(exec));
    await Promise.all(second.map(exec));
  };
}

/** A captured query with its parameters written in (for EXPLAIN and the report). */
export function inlined(query: CapturedQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (value === null || value === undefined) return 'null';
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}
