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

/**
 * The search text as the search_text columns hold theirs: discovery.search_fold (migration
 * 0003), lower case without accents, so "elodie" finds "Élodie". Folded by the database, the
 * one definition the triggers use too.
 */
export function foldedText(text: string): SQL {
  return sql`discovery.search_fold(${text.trim()})`;
}

// A LIKE pattern's special characters (\, %, _) each get a backslash: they match themselves.
const LIKE_SPECIAL = '([\\\\%_])';
const LIKE_ESCAPED = '\\\\\\1';

/** LIKE pattern of the folded text anywhere (`contains`) or at the start (`prefix`). */
export function foldedPattern(text: string, where: 'contains' | 'prefix'): SQL {
  const escaped = sql`regexp_replace(${foldedText(text)}, ${LIKE_SPECIAL}, ${LIKE_ESCAPED}, 'g')`;
  return where === 'contains' ? sql`('%' || ${escaped} || '%')` : sql`(${escaped} || '%')`;
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
