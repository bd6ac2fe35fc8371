import { index, pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';

/**
 * The lease of a running pg-boss job (jobs/leases.ts): its worker renews `expires_at` every
 * few seconds while the handler runs; a lease that lapses while the job is still active means
 * the worker died, and another worker takes the job over. The row outlives the run (until the
 * job ends) so that takeovers are counted.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    /** pgboss.job id (no foreign key: pg-boss owns and partitions that table). */
    jobId: col.uuid('job_id').primaryKey(),
    queue: col.text('queue').notNull(),
    /** The run holding the lease; null once taken over or not yet picked up. */
    owner: col.uuid('owner'),
    expiresAt: col.timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How many times this job (and the jobs it was re-queued as) was taken over. */
    takeovers: col.integer('takeovers').notNull().default(0),
  },
  (t) => [index('job_leases_expires_at_idx').on(t.expiresAt)],
);

export type JobLeaseRow = typeof jobLeases.$inferSelect;
