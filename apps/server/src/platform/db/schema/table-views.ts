import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, serialId, timestamps } from './columns.ts';
import { users } from './users.ts';

/** Saved table views: personal (per user), per kind. */
export const tableViews = pgTable(
  'table_views',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    sort: jsonb('sort').$type<{ field: string; order: 'asc' | 'desc' } | null>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('table_views_user_kind_name_unique').on(t.userId, t.kind, sql`lower(${t.name})`),
  ],
);

export type TableViewRow = typeof tableViews.$inferSelect;
