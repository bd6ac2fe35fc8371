import { pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';

/**
 * What each external integration last came to, shared by every process (the web process's
 * Test button, the worker's jobs): one row per provider (youtube, twitch, igdb, google) or
 * sender account (sender:<mailer account id>). Settings > Integrations reads it.
 */
export const integrationStatus = pgTable('integration_status', {
  key: col.text('key').primaryKey(),
  lastSuccessAt: col.timestamptz('last_success_at'),
  /** The last failure in plain words, and what an Admin does about it. */
  lastError: col.text('last_error'),
  lastErrorFix: col.text('last_error_fix'),
  lastErrorAt: col.timestamptz('last_error_at'),
  /** Points or quota as the provider last reported them ("12 of 800 points used this minute"). */
  usage: col.text('usage'),
  updatedAt: col.updatedAt(),
});
export type IntegrationStatusRow = typeof integrationStatus.$inferSelect;
