import { type BulkResult, messages } from '@app/contract';
import { and, type ColumnBaseConfig, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bulkResults } from '../errors/bulk-results.ts';
import type { DbOrTx } from './open-database.ts';

type IdColumn = PgColumn<ColumnBaseConfig<'number', string> & { data: number; notNull: true }>;
type TableWithId = PgTable & { id: IdColumn };

/**
 * A bulk delete: the rows among `ids` that `scope` allows (a kind, an owner, a parent) go,
 * and the answer says, per id in the order asked, which did. An id out of scope answers
 * `missing` like one that never existed, so a caller learns nothing of others' rows.
 */
export async function deleteByIds(
  db: DbOrTx,
  table: TableWithId,
  ids: readonly number[],
  { scope, missing = messages.notFound }: { scope?: SQL; missing?: string } = {},
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  const deleted = await db
    .delete(table)
    .where(and(scope, inArray(table.id, unique)))
    .returning({ id: table.id });
  return bulkResults(
    unique,
    deleted.map((row) => row.id),
    missing,
  );
}
