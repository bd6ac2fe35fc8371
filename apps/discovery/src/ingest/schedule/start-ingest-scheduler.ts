import type { IngestContext } from '../ingest-context.ts';
import { INGEST_JOBS, type IngestJob } from '../ingest-jobs.ts';
import { releaseJobLease, renewJobLease, takeJobLease } from './job-lease.ts';

export type IngestScheduler = { stop(): Promise<void> };

const LEASE_MS = 3 * 60_000;

/**
 * Runs each ingest job every its interval in the discovery process: one run at a time per job
 * here, and across instances through a lease. A job whose source is not configured reports
 * so and does nothing. Stopping aborts the running jobs and waits for them.
 */
export function startIngestScheduler(
  ctx: Omit<IngestContext, 'signal'>,
  jobs: readonly IngestJob[] = INGEST_JOBS,
): IngestScheduler {
  const abort = new AbortController();
  const running = new Map<string, Promise<void>>();
  // A run stopped by a rate limit or spent quota says when to try again: not before.
  const notBefore = new Map<string, number>();
  const runJob = (job: IngestJob) => {
    if (running.has(job.name) || abort.signal.aborted) return;
    if ((notBefore.get(job.name) ?? 0) > Date.now()) return;
    const run = (async () => {
      const full: IngestContext = { ...ctx, signal: abort.signal };
      // Renewed while the run lasts; a crashed holder's lease lapses within LEASE_MS.
      const holder = await takeJobLease(ctx.db, job.name, LEASE_MS);
      if (!holder) return;
      const renew = setInterval(() => {
        renewJobLease(ctx.db, job.name, holder, LEASE_MS).catch(() => {});
      }, LEASE_MS / 3);
      try {
        const report = await job.run(full);
        if (report.resumeAfter) notBefore.set(job.name, Date.parse(report.resumeAfter));
        ctx.log.info(`${job.name} finished`, report);
      } finally {
        clearInterval(renew);
        await releaseJobLease(ctx.db, job.name, holder);
      }
    })()
      .catch((error: unknown) => {
        ctx.log.warn(`${job.name} failed`, {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => runJob(job), job.intervalMinutes({ ...ctx }) * 60_000);
    timer.unref();
    return timer;
  });
  for (const job of jobs) runJob(job);
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      abort.abort();
      await Promise.allSettled(running.values());
    },
  };
}
