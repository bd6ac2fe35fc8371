import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A game the team promotes (Settings > Products). Shared by the team. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
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
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_title_idx').on(sql`lower(${t.title})`, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export type ProductRow = typeof products.$inferSelect;
