import { z } from 'zod';
import { enumValues, taskStatus, taskType } from './enums.ts';
import { counters } from './fields.ts';
import { listResponse } from './paging.ts';

export const taskMessages = {
  /** The task's job was given up after its worker stopped several times (jobs/leases.ts). */
  workerStopped: 'Stopped: the worker running this task stopped unexpectedly several times',
};

/** Outcome of one row (import) or one item (refresh). */
export const TaskRowOutcome = {
  Created: 'created',
  Merged: 'merged',
  Updated: 'updated',
  Skipped: 'skipped',
  Failed: 'failed',
} as const;
export type TaskRowOutcome = (typeof TaskRowOutcome)[keyof typeof TaskRowOutcome];

export const taskRowResult = z.object({
  /** Spreadsheet row number (1 = header row) for imports; null for other tasks. */
  row: z.number().int().nullable(),
  outcome: z.enum(enumValues(TaskRowOutcome)),
  /** The influencer created or merged into (or refreshed). */
  influencerId: z.number().int().nullable(),
  /** Why a row was skipped or failed, or what it merged into. */
  message: z.string().nullable(),
});
export type TaskRowResult = z.infer<typeof taskRowResult>;

/** Detailed row results kept per task (counts are always complete). */
export const TASK_ROW_RESULTS_MAX = 1000;

export const task = z.object({
  id: z.number().int(),
  type: taskType,
  status: taskStatus,
  /** What the task works on, e.g. the uploaded file's name. */
  name: z.string(),
  /** Items to process (rows of an import, channels of a refresh). */
  total: z.number().int(),
  processed: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  counts: counters('created', 'merged', 'updated', 'skipped', 'failed'),
  /** Rows that did not simply succeed (merged, skipped, failed), first TASK_ROW_RESULTS_MAX. */
  results: z.array(taskRowResult),
  /** Why the whole task failed (e.g. "YouTube API daily quota exhausted"). */
  error: z.string().nullable(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Task = z.infer<typeof task>;

export const taskTypeParams = z.object({ type: taskType });
/** GET /task/{type}: newest first. */
export const taskListQuery = z.object({
  status: taskStatus.optional(),
  /** Only tasks the signed-in user started. */
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TaskListQuery = z.input<typeof taskListQuery>;
export const taskListResponse = listResponse(task);
export type TaskListResponse = z.infer<typeof taskListResponse>;

export const taskStats = counters('pending', 'running', 'resuming', 'completed', 'failed', 'total');
export type TaskStats = z.infer<typeof taskStats>;
