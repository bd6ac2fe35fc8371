import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

/** Named lists (Settings > Lists); kind 'influencer' for now. Shared by the team. */
export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lists_kind_name_unique').on(t.kind, sql`lower(${t.name})`)],
);

export const listInfluencers = pgTable(
  'list_influencers',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.influencerId] }),
    index('list_influencers_influencer_id_idx').on(t.influencerId),
  ],
);

export type ListRow = typeof lists.$inferSelect;
