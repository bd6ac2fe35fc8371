import { type SQL, sql } from 'drizzle-orm';

// Whole arrays travel as ONE bound parameter (a PostgreSQL array literal), so a bulk call
// of 20,000 ids stays far below the 65,535-parameter limit of a statement.

export function intArrayParam(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isInteger(v)) throw new Error(`Not an integer: ${v}`);
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** Only for values without commas, quotes, braces, backslashes or spaces (tokens, ids). */
export function plainTextArrayParam(values: readonly string[]): SQL {
  for (const v of values) {
    if (!/^[A-Za-z0-9_.:-]+$/.test(v)) throw new Error(`Not a plain token: ${v}`);
  }
  return sql`${`{${values.join(',')}}`}::text[]`;
}
