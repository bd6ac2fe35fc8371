import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, openTestDatabase } from '../../../test/test-database.ts';
import { executeNamed } from './named-statement.ts';
import type { Database } from './open-database.ts';
import { rows } from './rows.ts';
import { transaction } from './transaction.ts';

// executeNamed goes through Drizzle's session rather than `db.execute` (which takes no name).
// These pin what it relies on, so a Drizzle upgrade that changes it fails here.
describe('executeNamed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const sum = (a: number, b: number) =>
    sql`select ${a}::int + ${b}::int as total, ${`${a}:${b}`}::text as label`;

  it('answers the rows of a parameterised query, on the database and in a transaction', async () => {
    expect(await executeNamed(database.db, 'test_named_sum', sum(40, 2))).toEqual([
      { total: 42, label: '40:2' },
    ]);
    // The same name again with other values: the prepared statement is reused.
    expect(await executeNamed(database.db, 'test_named_sum', sum(1, 2))).toEqual([
      { total: 3, label: '1:2' },
    ]);
    const inTx = await transaction(database.db, (tx) =>
      executeNamed<{ total: number }>(tx, 'test_named_sum', sum(5, 5)),
    );
    expect(inTx).toEqual([{ total: 10, label: '5:5' }]);
    expect(
      await executeNamed(database.db, 'test_named_none', sql`select 1 as x where false`),
    ).toEqual([]);
  });

  it('is a named prepared statement on PostgreSQL (pg_prepared_statements); PGlite ignores the name', async () => {
    // One transaction: one connection, the one the statement was prepared on.
    const prepared = await transaction(database.db, async (tx) => {
      expect(await executeNamed(tx, 'test_named_visible', sum(2, 3))).toEqual([
        { total: 5, label: '2:3' },
      ]);
      return rows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where name = 'test_named_visible'`,
      );
    });
    expect(prepared).toEqual(
      dbKind === 'postgres'
        ? [{ statement: 'select $1::int + $2::int as total, $3::text as label' }]
        : [],
    );
  });

  it('keeps one text per name: PostgreSQL refuses a second text under a used name', async () => {
    const clash = transaction(database.db, async (tx) => {
      await executeNamed(tx, 'test_named_clash', sql`select 1 as x`);
      return executeNamed(tx, 'test_named_clash', sql`select 2 as x`);
    });
    if (dbKind === 'postgres') {
      const error: unknown = await clash.then(
        () => null,
        (e: unknown) => e,
      );
      const cause = error instanceof Error ? error.cause : undefined;
      expect(cause instanceof Error ? cause.message : String(error)).toMatch(
        /Prepared statements must be unique/,
      );
    } else {
      expect(await clash).toEqual([{ x: 2 }]);
    }
  });
});
