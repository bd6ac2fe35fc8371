import {
  type BulkResult,
  type CreateTableViewRequest,
  type createTableViewRequest,
  type TableView,
  type TableViewKind,
  type TableViewListResponse,
  tableView,
  type tableViewListRequest,
  tableViewMessages,
  type updateTableViewRequest,
} from '@app/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext } from '../../platform/index.ts';
import {
  AppError,
  containsPattern,
  deleteByIds,
  insertedRow,
  listPage,
  type TableViewRow,
  tableViews,
  withUniqueCheck,
} from '../../platform/index.ts';
import { viewShapeOf } from './view-shapes.ts';

type Ctx = Pick<AppContext, 'db'>;

function toTableViewDto(row: TableViewRow): TableView {
  return tableView.parse({
    id: row.id,
    kind: row.kind,
    name: row.name,
    filters: row.filters,
    search: row.search,
    columns: row.columns,
    sort: row.sort ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** A view's filters and sort must be ones the kind's list accepts. */
function checkViewShape(
  kind: TableViewKind,
  input: { filters?: Record<string, unknown>; sort?: { field: string } | null },
): Record<string, unknown> | undefined {
  const shape = viewShapeOf(kind);
  if (input.sort && !shape.sortFields.includes(input.sort.field)) {
    throw AppError.field('sort.field', 'Unknown sort field');
  }
  if (input.filters === undefined) return undefined;
  const parsed = shape.filters.safeParse(input.filters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.field(
      ['filters', ...(issue?.path ?? [])].join('.'),
      issue?.message ?? 'Invalid',
    );
  }
  return parsed.data;
}

const nameTaken = () => AppError.field('name', tableViewMessages.nameTaken);
const withNameCheck = <T>(write: () => Promise<T>) =>
  withUniqueCheck('table_views_user_kind_name_unique', nameTaken, write);

const sortColumns: Record<string, SQL> = {
  name: sql`lower(${tableViews.name})`,
  createdAt: sql`${tableViews.createdAt}`,
  updatedAt: sql`${tableViews.updatedAt}`,
};

/** POST /table-view/{kind}/list: the actor's own views. */
export async function listTableViews(
  ctx: Ctx,
  actor: Actor,
  kind: TableViewKind,
  input: z.output<typeof tableViewListRequest>,
): Promise<TableViewListResponse> {
  const where = and(
    eq(tableViews.userId, actor.id),
    eq(tableViews.kind, kind),
    input.search ? sql`${tableViews.name} ilike ${containsPattern(input.search)}` : undefined,
  );
  const sort = input.sort ?? { field: 'name' as const, order: 'asc' as const };
  const column = sortColumns[sort.field] as SQL;
  const { rows, total } = await listPage(
    ctx.db.select().from(tableViews).where(where).$dynamic(),
    ctx.db.select({ n: count() }).from(tableViews).where(where),
    { column, id: tableViews.id, order: sort.order },
    input,
  );
  return { items: rows.map(toTableViewDto), total };
}

export async function createTableView(
  ctx: Ctx,
  actor: Actor,
  kind: TableViewKind,
  input: z.output<typeof createTableViewRequest>,
): Promise<TableView> {
  const filters = checkViewShape(kind, input) ?? {};
  const row = await insertedRow(
    withNameCheck(() =>
      ctx.db
        .insert(tableViews)
        .values({
          kind,
          userId: actor.id,
          name: input.name,
          filters,
          search: input.search,
          columns: input.columns,
          sort: input.sort,
        })
        .returning(),
    ),
  );
  return toTableViewDto(row);
}

export async function updateTableView(
  ctx: Ctx,
  actor: Actor,
  kind: TableViewKind,
  id: number,
  input: Partial<z.output<typeof updateTableViewRequest>>,
): Promise<TableView> {
  const filters = checkViewShape(kind, {
    ...(input.filters !== undefined ? { filters: input.filters } : {}),
    sort: input.sort ?? null,
  });
  const changes: Partial<typeof tableViews.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (filters !== undefined) changes.filters = filters;
  if (input.search !== undefined) changes.search = input.search;
  if (input.columns !== undefined) changes.columns = input.columns;
  if (input.sort !== undefined) changes.sort = input.sort ?? null;
  const [row] = await withNameCheck(() =>
    ctx.db
      .update(tableViews)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(tableViews.id, id), eq(tableViews.kind, kind), eq(tableViews.userId, actor.id)))
      .returning(),
  );
  if (!row) throw AppError.notFound();
  return toTableViewDto(row);
}

/** Only the actor's own views; others' ids answer "Not found". */
export async function deleteTableViews(
  ctx: Ctx,
  actor: Actor,
  kind: TableViewKind,
  ids: readonly number[],
): Promise<BulkResult> {
  const own = and(eq(tableViews.userId, actor.id), eq(tableViews.kind, kind));
  return deleteByIds(ctx.db, tableViews, ids, { scope: own });
}

export type { CreateTableViewRequest };
