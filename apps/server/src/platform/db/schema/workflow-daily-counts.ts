import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';

/**
 * The dashboard's roll-up of campaign_influencer_transitions: moves into each status per UTC
 * day. Kept by statement triggers on the history (insert, update, delete, truncate: migration
 * 0015) in the transaction that changes it, so it always equals a recount from the history.
 * `previous_day` is the day the same creator row last moved into the same status before this
 * move ('-infinity' for its first): a period counts a row once when its move in the period
 * has a previous_day before the period.
 *
 * `stripe` (the writing connection's backend pid mod WORKFLOW_COUNT_STRIPES, migration 0020)
 * spreads one key over several rows, summed when read: every transition of a day into one
 * status would otherwise upsert the same row and hold its lock until commit, so concurrent
 * workflow transactions (the live-capture pipeline's invites) ran one at a time.
 */
export const workflowDailyCounts = pgTable(
  'workflow_daily_counts',
  {
    day: col.date('day').notNull(),
    toStatus: col.smallint('to_status').notNull(),
    previousDay: col.date('previous_day').notNull(),
    stripe: col.smallint('stripe').notNull().default(0),
    moves: col.integer('moves').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.toStatus, t.previousDay, t.stripe] })],
);
