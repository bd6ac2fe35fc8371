import type { TaskRowResult } from '@app/contract';
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, setNullRef, timestamptz } from './columns.ts';
import { users } from './users.ts';

export type TaskCounts = {
  created: number;
  merged: number;
  updated: number;
  skipped: number;
  failed: number;
};

/** Background work a user watches (/task/{type}). */
export const tasks = pgTable(
  'tasks',
  {
    id: serialId(),
    type: text('type').notNull(),
    /** TaskStatus (contract). */
    status: text('status').notNull().default('pending'),
    name: text('name').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    counts: jsonb('counts')
      .$type<TaskCounts>()
      .notNull()
      .default({ created: 0, merged: 0, updated: 0, skipped: 0, failed: 0 }),
    results: jsonb('results').$type<TaskRowResult[]>().notNull().default([]),
    error: text('error'),
    /** Input the job works through (import rows); cleared when the task ends. */
    payload: jsonb('payload').$type<unknown>(),
    createdBy: setNullRef('created_by', () => users.id),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('tasks_type_created_at_idx').on(t.type, t.createdAt)],
);

export type TaskRow = typeof tasks.$inferSelect;

/** API units spent per provider per (UTC) day: the YouTube quota accounting. */
export const providerQuota = pgTable(
  'provider_quota',
  {
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);
