import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

/** Named lists (Settings > Lists); kind 'influencer' for now. Shared by the team. */
export const lists = pgTable(
  'lists',
  {
    id: col.serialId(),
    kind: col.text('kind').notNull(),
    name: col.text('name').notNull(),
    description: col.text('description'),
    createdBy: col.setNullRef('created_by', () => users.id),
    ...col.timestamps(),
  },
  (t) => [uniqueIndex('lists_kind_name_unique').on(t.kind, sql`lower(${t.name})`)],
);

export const listInfluencers = pgTable(
  'list_influencers',
  {
    listId: col.cascadeRef('list_id', () => lists.id),
    influencerId: col.cascadeRef('influencer_id', () => influencers.id),
    createdAt: col.createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.influencerId] }),
    index('list_influencers_influencer_id_idx').on(t.influencerId),
  ],
);

export type ListRow = typeof lists.$inferSelect;
