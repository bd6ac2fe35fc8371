import {
  type BulkResult,
  type CreateListRequest,
  type ListItem,
  type ListKind,
  type ListListResponse,
  listItem,
  type listListRequest,
  listMessages,
  messages,
  type UpdateListRequest,
} from '@app/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  bulkResults,
  containsPattern,
  deleteByIds,
  influencers,
  insertedRow,
  type ListRow,
  listInfluencers,
  listPage,
  lists,
  transaction,
  withUniqueCheck,
} from '../../platform/index.ts';

type Ctx = Pick<AppContext, 'db'>;

const itemsCount = sql<number>`(select count(*)::int from ${listInfluencers} where ${listInfluencers.listId} = ${lists.id})`;
const columns = {
  id: lists.id,
  kind: lists.kind,
  name: lists.name,
  description: lists.description,
  createdAt: lists.createdAt,
  updatedAt: lists.updatedAt,
  itemsCount,
};

type ListWithCount = Pick<
  ListRow,
  'id' | 'kind' | 'name' | 'description' | 'createdAt' | 'updatedAt'
> & {
  itemsCount: number;
};

function toListDto(row: ListWithCount): ListItem {
  return listItem.parse({
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    itemsCount: Number(row.itemsCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

const nameTaken = () => AppError.field('name', listMessages.nameTaken);
const withNameCheck = <T>(write: () => Promise<T>) =>
  withUniqueCheck('lists_kind_name_unique', nameTaken, write);

export async function getList(db: DbOrTx, kind: ListKind, id: number): Promise<ListItem> {
  const [row] = await db
    .select(columns)
    .from(lists)
    .where(and(eq(lists.id, id), eq(lists.kind, kind)));
  if (!row) throw AppError.notFound();
  return toListDto(row);
}

const sortColumns: Record<string, SQL> = {
  name: sql`lower(${lists.name})`,
  itemsCount: sql`${itemsCount}`,
  createdAt: sql`${lists.createdAt}`,
  updatedAt: sql`${lists.updatedAt}`,
};

/** POST /list/{kind}/list: paging, sort, search on the name. */
export async function listLists(
  ctx: Ctx,
  kind: ListKind,
  input: z.output<typeof listListRequest>,
): Promise<ListListResponse> {
  const where = and(
    eq(lists.kind, kind),
    input.search ? sql`${lists.name} ilike ${containsPattern(input.search)}` : undefined,
  );
  const sort = input.sort ?? { field: 'name' as const, order: 'asc' as const };
  const column = sortColumns[sort.field] as SQL;
  const { rows, total } = await listPage(
    ctx.db.select(columns).from(lists).where(where).$dynamic(),
    ctx.db.select({ n: count() }).from(lists).where(where),
    { column, id: lists.id, order: sort.order },
    input,
  );
  return { items: rows.map(toListDto), total };
}

export async function createList(
  ctx: Ctx,
  actor: Actor,
  kind: ListKind,
  input: CreateListRequest,
): Promise<ListItem> {
  const row = await insertedRow(
    withNameCheck(() =>
      ctx.db
        .insert(lists)
        .values({ kind, name: input.name, description: input.description, createdBy: actor.id })
        .returning({ id: lists.id }),
    ),
  );
  return getList(ctx.db, kind, row.id);
}

export async function updateList(
  ctx: Ctx,
  kind: ListKind,
  id: number,
  input: Partial<UpdateListRequest>,
): Promise<ListItem> {
  const changes: Partial<typeof lists.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  const [row] = await withNameCheck(() =>
    ctx.db
      .update(lists)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(lists.id, id), eq(lists.kind, kind)))
      .returning({ id: lists.id }),
  );
  if (!row) throw AppError.notFound();
  return getList(ctx.db, kind, id);
}

/** POST /list/{kind}/delete: the lists go, their members stay. */
export async function deleteLists(
  ctx: Ctx,
  kind: ListKind,
  ids: readonly number[],
): Promise<BulkResult> {
  return deleteByIds(ctx.db, lists, ids, { scope: eq(lists.kind, kind) });
}

/**
 * POST /influencer/lists: every influencer joins every list (already a member is fine).
 * An unknown list answers 400 on listIds; an unknown influencer is "Not found" in its result.
 */
export async function addInfluencersToLists(
  ctx: Ctx,
  input: { ids: number[]; listIds: number[] },
): Promise<BulkResult> {
  const ids = [...new Set(input.ids)];
  const listIds = [...new Set(input.listIds)];
  return transaction(ctx.db, async (tx) => {
    const found = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(inArray(lists.id, listIds), eq(lists.kind, 'influencer')));
    if (found.length !== listIds.length) throw AppError.field('listIds', messages.notFound);
    const existing = await tx
      .select({ id: influencers.id })
      .from(influencers)
      .where(inArray(influencers.id, ids));
    const present = new Set(existing.map((r) => r.id));
    const rows = [...present].flatMap((influencerId) =>
      listIds.map((listId) => ({ listId, influencerId })),
    );
    if (rows.length > 0) await tx.insert(listInfluencers).values(rows).onConflictDoNothing();
    if (present.size > 0) {
      await tx.update(lists).set({ updatedAt: sql`now()` }).where(inArray(lists.id, listIds));
    }
    return bulkResults(ids, present);
  });
}

/** PUT /influencer/lists/merge: members of `id` join `targetId`; list `id` is deleted. */
export async function mergeLists(
  ctx: Ctx,
  input: { id: number; targetId: number },
): Promise<ListItem> {
  if (input.id === input.targetId) throw AppError.field('targetId', listMessages.mergeIntoItself);
  await transaction(ctx.db, async (tx) => {
    const found = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(inArray(lists.id, [input.id, input.targetId]), eq(lists.kind, 'influencer')))
      .for('update');
    if (found.length !== 2) throw AppError.notFound();
    await tx.execute(sql`
      insert into list_influencers (list_id, influencer_id, created_at)
      select ${input.targetId}, influencer_id, created_at from list_influencers where list_id = ${input.id}
      on conflict do nothing`);
    await tx.delete(lists).where(eq(lists.id, input.id));
    await tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, input.targetId));
  });
  return getList(ctx.db, 'influencer', input.targetId);
}
