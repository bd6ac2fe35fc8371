import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './open-database.ts';

/**
 * `db.execute(query)` as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call, which is most of the cost of a short hot-path query
 * (the key claim spent more time planning than running). PGlite ignores the name.
 *
 * One name must always carry the same SQL text (node-postgres refuses a name reused with
 * another text), so a query whose shape varies takes one name per shape. Drizzle's
 * `db.execute` has no name parameter; this goes through the same session call it makes.
 */
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
