import type { TaskRowResult } from '@app/contract';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
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
    id: col.serialId(),
    type: col.text('type').notNull(),
    /** TaskStatus (contract). */
    status: col.text('status').notNull().default('pending'),
    name: col.text('name').notNull(),
    total: col.integer('total').notNull().default(0),
    processed: col.integer('processed').notNull().default(0),
    counts: col
      .jsonb('counts')
      .$type<TaskCounts>()
      .notNull()
      .default({ created: 0, merged: 0, updated: 0, skipped: 0, failed: 0 }),
    results: col.jsonb('results').$type<TaskRowResult[]>().notNull().default([]),
    error: col.text('error'),
    /** Input the job works through (import rows); cleared when the task ends. */
    payload: col.jsonb('payload').$type<unknown>(),
    createdBy: col.setNullRef('created_by', () => users.id),
    createdAt: col.createdAt(),
    startedAt: col.timestamptz('started_at'),
    finishedAt: col.timestamptz('finished_at'),
  },
  (t) => [index('tasks_type_created_at_idx').on(t.type, t.createdAt)],
);

export type TaskRow = typeof tasks.$inferSelect;

/** API units spent per provider per (UTC) day: the YouTube quota accounting. */
export const providerQuota = pgTable(
  'provider_quota',
  {
    provider: col.text('provider').notNull(),
    day: col.date('day', { mode: 'string' }).notNull(),
    units: col.integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);
