import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue } from '../../platform/index.ts';
import {
  defineJob,
  defineScheduledJob,
  emails,
  type JobContext,
  transaction,
} from '../../platform/index.ts';
import { deliverEmails, recoverExpiredLeases } from './deliver.ts';

/** Emails per delivery job. */
export const EMAIL_JOB_BATCH = 100;

/**
 * Sends a batch from the outbox. Temporary failures put emails back in `queued` and fail the
 * job, so pg-boss runs it again with backoff; emails already handled are skipped then.
 */
export const deliverEmailsJob = defineJob({
  name: 'email.deliver',
  schema: z.object({ emailIds: z.array(z.number().int()).min(1).max(EMAIL_JOB_BATCH) }),
  retryLimit: 10,
  // A job's batch is sent EMAIL_POOL_SIZE (3) at a time, but the workflow and the live-capture
  // pipeline queue one email per job: one job at a time would send one email at a time,
  // whatever the pool. Several jobs at once use the pool; the account's connections
  // (account-pool.ts), its rate (send-pacing.ts, in the database) and the claims still bound
  // what goes out, as they do across worker processes.
  concurrency: 4,
  async handler({ emailIds }, env) {
    // A retried job after a worker died: settle expired leases first (deliver.ts).
    await recoverExpiredLeases(env.db, env.metrics);
    const report = await deliverEmails(env, emailIds, { signal: env.signal });
    if (report.retry > 0) {
      throw new Error(`${report.retry} emails failed temporarily and will be retried`);
    }
  },
});

/**
 * After a worker died: expired leases are resolved (deliver.ts) and emails left queued
 * longer than a lease get a new delivery job (claims make a second job for one email
 * harmless). Scheduled every minute; a worker also runs it when it starts.
 */
export async function recoverEmailDeliveries(env: JobContext): Promise<number> {
  await recoverExpiredLeases(env.db, env.metrics);
  const stale = await env.db
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        eq(emails.state, 'queued'),
        sql`${emails.updatedAt} < now() - make_interval(secs => ${env.config.email.leaseSeconds})`,
      ),
    )
    .orderBy(emails.id)
    .limit(10_000);
  if (stale.length === 0) return 0;
  const ids = stale.map((r) => r.id);
  await transaction(env.db, async (tx) => {
    // Touch them so the next sweep does not queue them again while this job waits.
    await tx.execute(
      sql`update emails set updated_at = now() where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    for (let i = 0; i < ids.length; i += EMAIL_JOB_BATCH) {
      await env.jobs.enqueue(tx, deliverEmailsJob, { emailIds: ids.slice(i, i + EMAIL_JOB_BATCH) });
    }
  });
  return ids.length;
}

export const recoverEmailDeliveriesJob = defineScheduledJob(
  'email.recover-deliveries',
  recoverEmailDeliveries,
);

/**
 * Every minute a worker settles deliveries whose lease expired (a worker died mid-send), so
 * they are retried or recorded within a minute instead of after pg-boss's job expiry.
 */
export async function scheduleEmailRecovery(jobs: JobQueue): Promise<void> {
  await jobs.schedule(recoverEmailDeliveriesJob, '* * * * *', {});
}
