import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, setNullRef, timestamps } from './columns.ts';
import { users } from './users.ts';

/** A game the team promotes (Settings > Products). Shared by the team. */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description'),
    imageKey: text('image_key'),
    /** GamePlatform ids. */
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    /** [{ platform, url }]: store pages shown on the invite page. */
    storeLinks: jsonb('store_links')
      .$type<{ platform: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: setNullRef('created_by', () => users.id),
    ...timestamps(),
  },
  (t) => [
    index('products_title_idx').on(sql`lower(${t.title})`, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export type ProductRow = typeof products.$inferSelect;
