import { sql } from 'drizzle-orm';
import { rows } from '../../platform/index.ts';
import type { DatabaseGauges } from './database-gauges.ts';

type MailboxRow = { mailbox: string; lagSeconds: number; failing: number };

/**
 * Sync lag per connected mailbox, read from the database on each scrape. The lag is the time
 * since the mailbox was last synced successfully (since it was connected, before its first
 * pass). The label is the sender account's id, never its address: metrics leave the building.
 */
export const mailboxGauges: DatabaseGauges<'mailbox', MailboxRow> = {
  what: 'mailboxes',
  label: 'mailbox',
  read: (db) =>
    rows<MailboxRow>(
      db,
      sql`select mailer_account_id::text as mailbox,
            extract(epoch from now() - coalesce(last_sync_at, created_at))::float8 as "lagSeconds",
            (state = 'error')::int as failing
          from mailboxes`,
    ),
  gauges: [
    {
      name: 'mailbox_sync_lag_seconds',
      help: 'Seconds since the mailbox was last synced successfully (since connected, before).',
      value: (m) => m.lagSeconds,
    },
    {
      name: 'mailbox_sync_failing',
      help: '1 while the mailbox sync is stopped on an error (a refused sign-in, an unreachable server).',
      value: (m) => m.failing,
    },
  ],
};
