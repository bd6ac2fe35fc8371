import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/** The database names of `keys` of `table`. */
function columnNames<T extends PgTable>(table: T, keys: readonly ColumnKey<T>[]): string[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return keys.map((key) => columns[key]?.name ?? key);
}

/** ON CONFLICT DO UPDATE values of `sql(column name)` for `keys` of `table`. */
function setOf<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
  value: (column: string, table: string) => string,
): Record<K, SQL> {
  const names = columnNames(table, keys);
  const tableName = getTableName(table);
  return Object.fromEntries(
    keys.map((key, i) => [key, sql.raw(value(names[i] ?? key, tableName))]),
  ) as Record<K, SQL>;
}

/** ON CONFLICT DO UPDATE: these columns take the incoming row's values (`excluded.col`). */
export function incoming<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  return setOf(table, keys, (column) => `excluded.${column}`);
}

/**
 * ON CONFLICT DO UPDATE: these columns take the incoming value where it has one and keep the
 * stored one where it is null (`coalesce(excluded.col, table.col)`), so a source that does
 * not know a field never erases what another source wrote.
 */
export function incomingUnlessNull<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  return setOf(table, keys, (column, name) => `coalesce(excluded.${column}, ${name}.${column})`);
}

/**
 * ON CONFLICT DO UPDATE ... WHERE: the stored row differs from the incoming one in one of
 * these columns (`(table.a, ...) is distinct from (excluded.a, ...)`), so an unchanged row is
 * left as it was (its updated_at does not move).
 */
export function incomingDiffers<T extends PgTable>(table: T, keys: readonly ColumnKey<T>[]): SQL {
  const names = columnNames(table, keys);
  const tableName = getTableName(table);
  const stored = names.map((column) => `${tableName}.${column}`).join(', ');
  const arriving = names.map((column) => `excluded.${column}`).join(', ');
  return sql.raw(`(${stored}) is distinct from (${arriving})`);
}
