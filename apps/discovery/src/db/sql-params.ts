import { type SQL, sql } from 'drizzle-orm';
import type { DiscoveryDb } from './database.ts';

// Whole arrays travel as ONE bound parameter (a PostgreSQL array literal): the same text
// works on node-postgres and PGlite, and a long id list stays one parameter.

export function intArrayParam(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`Not an integer: ${v}`);
  return sql`${`{${values.join(',')}}`}::int[]`;
}

export function bigintArrayParam(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`Not an integer: ${v}`);
  return sql`${`{${values.join(',')}}`}::bigint[]`;
}

/** Only for codes without commas, quotes, braces, backslashes or spaces (languages, countries). */
export function codeArrayParam(values: readonly string[]): SQL {
  for (const v of values) if (!/^[A-Za-z0-9_-]+$/.test(v)) throw new Error(`Not a code: ${v}`);
  return sql`${`{${values.join(',')}}`}::text[]`;
}

/** LIKE pattern matching the text literally anywhere: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A raw query's rows, typed by the caller: both drivers answer `{ rows }`. */
export async function rows<T>(db: DiscoveryDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A timestamp as either driver answers it (Date or text) -> ISO 8601, UTC. */
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A date column (text or Date at UTC midnight) -> YYYY-MM-DD. */
export function isoDay(value: Date | string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
