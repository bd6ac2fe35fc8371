import { type SQL, sql } from 'drizzle-orm';
import type { SqlExecutor, Tx } from '../db/open-database.ts';
import { rows } from '../db/rows.ts';

/** The schema pg-boss keeps its tables in (same database as the app). */
export const BOSS_SCHEMA = 'pgboss';

/**
 * Outbox choice: pg-boss's own `send` runs with a `db` adapter bound to the caller's Drizzle
 * transaction, so the job row is inserted by the same transaction as the state change. No
 * separate outbox table and dispatcher to poll: pg-boss's job table is the outbox, and its
 * workers are the dispatcher. A rollback removes the job with the change.
 */
export function transactionExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      return { rows: await rows<Record<string, unknown>>(tx, positionalToSql(text, values)) };
    },
  };
}

/** "... $1 ... $2::int" + values -> a Drizzle SQL with bound parameters. */
export function positionalToSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`No value for $${match[1]}`);
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${serialize(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

// Objects (job data) travel as JSON text and arrays (job ids) as array literals: both drivers
// then agree on the parameter, and Drizzle does not spread an array into a list.
function serialize(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    return `{${value.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}
