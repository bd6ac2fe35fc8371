import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { users } from './users.ts';

/** Saved table views: personal (per user), per kind. */
export const tableViews = pgTable(
  'table_views',
  {
    id: col.serialId(),
    kind: col.text('kind').notNull(),
    userId: col.cascadeRef('user_id', () => users.id),
    name: col.text('name').notNull(),
    filters: col.jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    search: col.text('search'),
    columns: col.jsonb('columns').$type<string[]>().notNull().default([]),
    sort: col.jsonb('sort').$type<{ field: string; order: 'asc' | 'desc' } | null>(),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('table_views_user_kind_name_unique').on(t.userId, t.kind, sql`lower(${t.name})`),
  ],
);

export type TableViewRow = typeof tableViews.$inferSelect;
