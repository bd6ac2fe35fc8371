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

/** A raw row's timestamp (a Date, or text, by driver) as ISO text; anything else is null. */
export function isoTimestamp(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  return null;
}
