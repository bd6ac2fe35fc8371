import { sql } from 'drizzle-orm';
import type { Db, Tx } from './open-database.ts';

/**
 * Runs a report's statements (the dashboard, live-capture stats) in one read-only
 * transaction, so their answers describe the same moment. JIT off: these statements are
 * short, and PostgreSQL's JIT (on by default) costs them ~100 ms to compile.
 */
export function readSnapshot<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}
