import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Db } from '../../db/open-database.ts';
import { rows } from '../../db/rows.ts';
import type { StartupState } from '../startup-state.ts';
import { within } from '../within.ts';
import type { AppMetrics } from './app-metrics.ts';

/** Longest a scrape waits for the mailbox table; the other metrics are answered anyway. */
const MAILBOX_READ_MS = 2_000;

type MailboxRow = { mailbox: string; lagSeconds: number; failing: number };

/**
 * Sync lag per connected mailbox, read from the database on each scrape, so every process
 * reports the same truth whichever worker synced. The lag is the time since the mailbox was
 * last synced successfully (since it was connected, before its first pass). The label is the
 * sender account's id, never its address: metrics leave the building.
 */
export function registerMailboxMetrics(
  metrics: AppMetrics,
  env: { db: Db; log: FastifyBaseLogger; startup: StartupState },
): void {
  let reading: Promise<MailboxRow[] | null> | null = null;
  const read = () => {
    // Before the queue runs, the migrations may not have created the table yet.
    if (env.startup.jobQueue !== 'running') return Promise.resolve([]);
    reading ??= within(
      MAILBOX_READ_MS,
      rows<MailboxRow>(
        env.db,
        sql`select mailer_account_id::text as mailbox,
              extract(epoch from now() - coalesce(last_sync_at, created_at))::float8 as "lagSeconds",
              (state = 'error')::int as failing
            from mailboxes`,
      ),
      'mailbox read',
    )
      .catch((error: unknown) => {
        env.log.warn({ err: error }, 'metrics: mailboxes could not be read');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: 'mailbox_sync_lag_seconds',
    help: 'Seconds since the mailbox was last synced successfully (since connected, before).',
    labelNames: ['mailbox'] as const,
    registers: [metrics.registry],
    async collect() {
      const found = await read();
      this.reset();
      for (const m of found ?? []) this.set({ mailbox: m.mailbox }, m.lagSeconds);
    },
  });
  new Gauge({
    name: 'mailbox_sync_failing',
    help: '1 while the mailbox sync is stopped on an error (a refused sign-in, an unreachable server).',
    labelNames: ['mailbox'] as const,
    registers: [metrics.registry],
    async collect() {
      const found = await read();
      this.reset();
      for (const m of found ?? []) this.set({ mailbox: m.mailbox }, m.failing);
    },
  });
}
