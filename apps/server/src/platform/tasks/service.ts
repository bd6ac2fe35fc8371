import {
  type BulkResult,
  TASK_ROW_RESULTS_MAX,
  type Task,
  type TaskListResponse,
  type TaskRowResult,
  type TaskStats,
  type TaskStatus,
  type TaskType,
  type taskListQuery,
  task as taskSchema,
} from '@app/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { deleteByIds } from '../db/delete-by-ids.ts';
import { insertedRow } from '../db/inserted-row.ts';
import type { Db, DbOrTx, Tx } from '../db/open-database.ts';
import { type TaskCounts, type TaskRow, tasks, users } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export const emptyCounts = (): TaskCounts => ({
  created: 0,
  merged: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
});

export async function createTask(
  tx: Tx,
  input: {
    type: TaskType;
    name: string;
    total: number;
    createdBy: number | null;
    payload?: unknown;
  },
): Promise<TaskRow> {
  return insertedRow(
    tx
      .insert(tasks)
      .values({
        type: input.type,
        name: input.name,
        total: input.total,
        createdBy: input.createdBy,
        payload: input.payload ?? null,
      })
      .returning(),
  );
}

/** The task, or null when it was deleted (a deleted task stops its job). */
export async function findTask(db: DbOrTx, id: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row ?? null;
}

/** A run begins: pending becomes running; a task being taken over stays resuming. */
export async function startTask(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(tasks)
    .set({
      status: sql`case when ${tasks.status} = 'resuming' then 'resuming' else 'running' end`,
      startedAt: sql`coalesce(${tasks.startedAt}, now())`,
    })
    .where(eq(tasks.id, id));
}

/**
 * The task's worker stopped and its job was handed to another worker (jobs/leases.ts): the
 * task says resuming until the new run records progress.
 */
export async function markTaskResuming(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(tasks)
    .set({ status: 'resuming' })
    .where(and(eq(tasks.id, id), inArray(tasks.status, ['running', 'resuming'])));
}

/** Ends a task that has not ended yet (a job given up after its workers kept stopping). */
export async function failUnfinishedTask(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(tasks)
    .set({ status: 'failed', error, payload: null, finishedAt: sql`now()` })
    .where(and(eq(tasks.id, id), inArray(tasks.status, ['pending', 'running', 'resuming'])));
}

/**
 * Adds one batch's outcome: processed rows, counts, and the rows worth showing (all but
 * plain successes), keeping at most TASK_ROW_RESULTS_MAX of them. A resuming task is running
 * again once its new run has recorded progress.
 */
export async function recordTaskProgress(
  db: DbOrTx,
  id: number,
  progress: { processed: number; counts: Partial<TaskCounts>; results: TaskRowResult[] },
): Promise<void> {
  const [current] = await db
    .select({ counts: tasks.counts, results: tasks.results })
    .from(tasks)
    .where(eq(tasks.id, id));
  if (!current) return;
  const counts = { ...emptyCounts(), ...current.counts };
  for (const [key, value] of Object.entries(progress.counts) as [keyof TaskCounts, number][]) {
    counts[key] += value;
  }
  const room = Math.max(0, TASK_ROW_RESULTS_MAX - current.results.length);
  const results =
    room > 0 ? [...current.results, ...progress.results.slice(0, room)] : current.results;
  await db
    .update(tasks)
    .set({
      processed: sql`${tasks.processed} + ${progress.processed}`,
      counts,
      results,
      status: sql`case when ${tasks.status} = 'resuming' then 'running' else ${tasks.status} end`,
    })
    .where(eq(tasks.id, id));
}

export async function finishTask(
  db: DbOrTx,
  id: number,
  outcome: { status: Extract<TaskStatus, 'completed' | 'failed'>; error?: string | null },
): Promise<void> {
  await db
    .update(tasks)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      payload: null,
      finishedAt: sql`now()`,
    })
    .where(eq(tasks.id, id));
}

type TaskWithUser = TaskRow & { createdByName: string | null };

export function toTaskDto(row: TaskWithUser): Task {
  return taskSchema.parse({
    id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    total: row.total,
    processed: row.processed,
    progress:
      row.status === 'completed'
        ? 100
        : row.total > 0
          ? Math.min(100, Math.floor((row.processed * 100) / row.total))
          : 0,
    counts: { ...emptyCounts(), ...row.counts },
    results: row.results,
    error: row.error,
    createdBy: row.createdBy !== null ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });
}

const creatorName = sql<
  string | null
>`(select trim(concat_ws(' ', ${users.firstName}, ${users.lastName})) from ${users} where ${users.id} = ${tasks.createdBy})`;

// Every column but the payload (import rows can be megabytes).
const taskColumns = {
  id: tasks.id,
  type: tasks.type,
  status: tasks.status,
  name: tasks.name,
  total: tasks.total,
  processed: tasks.processed,
  counts: tasks.counts,
  results: tasks.results,
  error: tasks.error,
  payload: sql<null>`null`,
  createdBy: tasks.createdBy,
  createdAt: tasks.createdAt,
  startedAt: tasks.startedAt,
  finishedAt: tasks.finishedAt,
  createdByName: creatorName,
};

export async function getTask(db: DbOrTx, id: number): Promise<Task> {
  const [row] = await db.select(taskColumns).from(tasks).where(eq(tasks.id, id));
  if (!row) throw AppError.notFound();
  return toTaskDto(row);
}

/** GET /task/{type}: newest first, the whole team's (or only the actor's with mine). */
export async function listTasks(
  ctx: { db: Db },
  actorId: number,
  type: TaskType,
  query: z.output<typeof taskListQuery>,
): Promise<TaskListResponse> {
  const where = and(
    eq(tasks.type, type),
    query.status ? eq(tasks.status, query.status) : undefined,
    query.mine ? eq(tasks.createdBy, actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(taskColumns)
      .from(tasks)
      .where(where)
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(query.limit),
    ctx.db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { items: rows.map(toTaskDto), total: total?.n ?? 0 };
}

export async function taskStats(ctx: { db: Db }, type: TaskType): Promise<TaskStats> {
  const rows = await ctx.db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .where(eq(tasks.type, type))
    .groupBy(tasks.status);
  const stats: TaskStats = {
    pending: 0,
    running: 0,
    resuming: 0,
    completed: 0,
    failed: 0,
    total: 0,
  };
  for (const row of rows) {
    if (row.status in stats) stats[row.status as TaskStatus] = row.n;
    stats.total += row.n;
  }
  return stats;
}

/** Deleting a pending or running task stops its job after the current batch. */
export async function deleteTasks(ctx: { db: Db }, ids: readonly number[]): Promise<BulkResult> {
  return deleteByIds(ctx.db, tasks, ids);
}
