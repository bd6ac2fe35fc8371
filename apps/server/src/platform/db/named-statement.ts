import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './open-database.ts';

// Builds the statement text and parameters as `db.execute` does. A dialect of its own:
// the database's is not public, and ours is created without options (no casing), so both
// turn a query into the same text. named-statement.test.ts pins this on both databases.
const dialect = new PgDialect();

/** Both drivers answer a raw query as `{ rows }`; anything else means Drizzle changed. */
function rowsOf(result: unknown): unknown[] {
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    const { rows } = result;
    if (Array.isArray(rows)) return rows;
  }
  throw new Error('executeNamed: the driver answered without rows');
}

/**
 * `db.execute(query)` as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call, which is most of the cost of a short hot-path query
 * (the key claim spent more time planning than running). PGlite ignores the name.
 *
 * One name must always carry the same SQL text (node-postgres refuses a name reused with
 * another text), so a query whose shape varies takes one name per shape. Drizzle's
 * `db.execute` has no name parameter; this makes the same session call it makes, through
 * the session Drizzle exposes as `db._.session`, with the name.
 */
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  // The caller names the row type, as with rows<T>() (rows.ts).
  return rowsOf(await prepared.execute()) as Row[];
}
