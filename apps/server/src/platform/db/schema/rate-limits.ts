import { index, pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { mailerAccounts } from './email.ts';

/**
 * Fixed-window counters shared by every process (modules/auth/login-rate-limit.ts): one row
 * per key (`login-ip:…`, `login-email:…`, stored as its sha256: count-hit.ts), its window starting with the first hit as
 * @fastify/rate-limit's memory store did. Rows whose window ended are swept now and then.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: col.text('key').primaryKey(),
    hits: col.integer('hits').notNull(),
    resetsAt: col.timestamptz('resets_at').notNull(),
  },
  (t) => [index('rate_limit_windows_resets_at_idx').on(t.resetsAt)],
);

/**
 * Each sender account's pace (modules/email-delivery/send-pacing.ts): the time from which the
 * next send may go out, moved on by 1/EMAIL_RATE_LIMIT s per send by whichever process sends.
 */
export const emailSendPacing = pgTable('email_send_pacing', {
  mailerAccountId: col.cascadeRef('mailer_account_id', () => mailerAccounts.id).primaryKey(),
  nextSlotAt: col.timestamptz('next_slot_at').notNull(),
});
