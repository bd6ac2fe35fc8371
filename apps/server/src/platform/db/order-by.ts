import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * ORDER BY one column then the id (a stable page order). Empty values sort as PostgreSQL
 * orders them (last ascending, first descending), so a (column, id) index serves the walk.
 */
export function orderByColumn(
  column: SQL | AnyPgColumn,
  id: AnyPgColumn,
  order: 'asc' | 'desc',
): SQL[] {
  return order === 'desc'
    ? [sql`${column} desc`, sql`${id} desc`]
    : [sql`${column} asc`, sql`${id} asc`];
}
