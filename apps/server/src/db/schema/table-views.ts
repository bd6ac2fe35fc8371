import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Saved table views: personal (per user), per kind. */
export const tableViews = pgTable(
  'table_views',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    sort: jsonb('sort').$type<{ field: string; order: 'asc' | 'desc' } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('table_views_user_kind_name_unique').on(t.userId, t.kind, sql`lower(${t.name})`),
  ],
);

export type TableViewRow = typeof tableViews.$inferSelect;
