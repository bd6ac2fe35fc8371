import type { TaskRowResult } from '@app/contract';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
    id: serial('id').primaryKey(),
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
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
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
