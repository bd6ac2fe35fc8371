import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, serialId, setNullRef, timestamps } from './columns.ts';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

/** Named lists (Settings > Lists); kind 'influencer' for now. Shared by the team. */
export const lists = pgTable(
  'lists',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: setNullRef('created_by', () => users.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('lists_kind_name_unique').on(t.kind, sql`lower(${t.name})`)],
);

export const listInfluencers = pgTable(
  'list_influencers',
  {
    listId: cascadeRef('list_id', () => lists.id),
    influencerId: cascadeRef('influencer_id', () => influencers.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.influencerId] }),
    index('list_influencers_influencer_id_idx').on(t.influencerId),
  ],
);

export type ListRow = typeof lists.$inferSelect;
