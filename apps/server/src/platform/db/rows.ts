import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './open-database.ts';

/**
 * Raw SQL's rows, typed by the caller. Both drivers answer `{ rows }`, but Drizzle types a
 * raw `execute` by driver; this is the one place that reads it, so services never cast.
 */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A raw row read column by column (numberOf, isoTimestamp), for reports' wide answers. */
export type RawRow = Record<string, unknown>;

/** A raw row's number: drivers answer bigint and numeric as text, and a NULL reads 0. */
export function numberOf(value: unknown): number {
  return Number(value ?? 0);
}

/** A raw row's timestamp (a Date, or text, by driver) as ISO text; anything else is null. */
export function isoTimestamp(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  return null;
}
