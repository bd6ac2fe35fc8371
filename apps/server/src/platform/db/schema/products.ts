import { sql } from 'drizzle-orm';
import { index, pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { users } from './users.ts';

/** A game the team promotes (Settings > Products). Shared by the team. */
export const products = pgTable(
  'products',
  {
    id: col.serialId(),
    title: col.text('title').notNull(),
    description: col.text('description'),
    imageKey: col.text('image_key'),
    /** GamePlatform ids. */
    platforms: col.text('platforms').array().notNull().default(sql`'{}'::text[]`),
    /** [{ platform, url }]: store pages shown on the invite page. */
    storeLinks: col
      .jsonb('store_links')
      .$type<{ platform: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: col.setNullRef('created_by', () => users.id),
    ...col.timestamps(),
  },
  (t) => [
    index('products_title_idx').on(sql`lower(${t.title})`, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export type ProductRow = typeof products.$inferSelect;
