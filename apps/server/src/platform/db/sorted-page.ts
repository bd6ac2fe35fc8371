import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { orderByColumn } from './order-by.ts';

/**
 * One page of a list request: ORDER BY the sort column then the id (`orderByColumn`), with
 * LIMIT and OFFSET from the page asked for. `query` is a dynamic select (`.$dynamic()`).
 */
function sortedPage<T extends PgSelect>(
  query: T,
  sort: { column: SQL | AnyPgColumn; id: AnyPgColumn; order: 'asc' | 'desc' },
  page: { page: number; pageSize: number },
) {
  return query
    .orderBy(...orderByColumn(sort.column, sort.id, sort.order))
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
}

/** A sorted page's rows and the total its count query answers, read side by side. */
export async function listPage<T extends PgSelect>(
  query: T,
  total: PromiseLike<{ n: number }[]>,
  sort: { column: SQL | AnyPgColumn; id: AnyPgColumn; order: 'asc' | 'desc' },
  page: { page: number; pageSize: number },
): Promise<{ rows: Awaited<T>; total: number }> {
  const [rows, [counted]] = await Promise.all([sortedPage(query, sort, page), total]);
  return { rows, total: Number(counted?.n ?? 0) };
}
