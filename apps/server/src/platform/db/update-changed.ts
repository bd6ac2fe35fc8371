import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './open-database.ts';

type TableWithId = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Saves the columns a partial update (PUT with `partial: true`) changed, with a new
 * updated_at; no statement when nothing changed.
 */
export async function updateChangedColumns<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: number,
  changes: PgUpdateSetSource<T>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(table)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(table.id, id));
}

/**
 * The fields among `keys` a partial update sent (a key left undefined was not sent), copied
 * as they are: for columns stored just as the contract gives them.
 */
export function sentFields<T extends object, K extends keyof T>(
  input: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const sent: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (input[key] !== undefined) sent[key] = input[key];
  }
  return sent;
}
