import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/open-database.ts';
import { withRequestOrigin } from '../net/public-origin.ts';
import { BOSS_SCHEMA, transactionExecutor } from './boss-sql.ts';
import type { JobEnvironment } from './define-job.ts';
import {
  assertRegistered,
  type JobQueue,
  type JobRegistry,
  splitQueuedOrigin,
  withQueuedOrigin,
} from './job-queue.ts';
import { type Lease, startLeaseSweeper, takeLease } from './leases.ts';

/**
 * pg-boss's own limit on one run (its expireIn): a handler still running after this is
 * failed and retried. Only a hung handler meets it; a worker that died is noticed by its
 * lapsed lease within half a minute (leases.ts), so this can leave long healthy runs alone
 * (a scheduled refresh of thousands of channels, a large import).
 */
export const JOB_RUN_LIMIT_SECONDS = 4 * 60 * 60;

export type BossQueueOptions = {
  executor: SqlExecutor;
  registry: JobRegistry;
  /** Faster polling for tests. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/** Starts pg-boss (creating or migrating its schema) and creates a queue per registered job. */
export async function createBossQueue(
  options: BossQueueOptions,
): Promise<JobQueue & { boss: PgBoss }> {
  const boss = new PgBoss({
    db: options.executor,
    schema: BOSS_SCHEMA,
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  for (const job of options.registry.values()) {
    const settings = {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      expireInSeconds: JOB_RUN_LIMIT_SECONDS,
    };
    // createQueue leaves an existing queue as it was: the update applies today's settings.
    await boss.createQueue(job.name, settings);
    await boss.updateQueue(job.name, settings);
  }
  // Runs of this process still holding their lease, and the sweeper of lapsed ones.
  const running = new Set<Lease>();
  let sweeper: { stop(): Promise<void> } | null = null;
  const queue: JobQueue & { boss: PgBoss } = {
    boss,
    async enqueue(tx, job, data) {
      assertRegistered(options.registry, job);
      const parsed: unknown = job.schema.parse(data);
      await boss.send(job.name, withQueuedOrigin(parsed) as object, {
        db: transactionExecutor(tx),
      });
    },
    async schedule(job, cron, data) {
      assertRegistered(options.registry, job);
      await boss.schedule(job.name, cron, job.schema.parse(data) as object, { tz: 'UTC' });
    },
    async work(env: JobEnvironment) {
      for (const job of options.registry.values()) {
        await boss.work(
          job.name,
          {
            batchSize: 1,
            // retryCount / retryLimit: handlers learn whether a failure is the last one.
            includeMetadata: true,
            ...(options.pollingIntervalSeconds
              ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
              : {}),
          },
          async (jobs) => {
            for (const item of jobs) {
              const stored = splitQueuedOrigin(item.data);
              const data = job.schema.parse(stored.data);
              const lease = await takeLease(env.db, { id: item.id, queue: job.name }, env.log);
              running.add(lease);
              try {
                await withRequestOrigin(stored.origin, () =>
                  job.handler(data, {
                    ...env,
                    jobs: queue,
                    attempt: { retryCount: item.retryCount, retryLimit: item.retryLimit },
                    signal: lease.signal,
                  }),
                );
              } finally {
                running.delete(lease);
                await lease.release();
              }
            }
          },
        );
      }
      sweeper = startLeaseSweeper({ db: env.db, boss, registry: options.registry, log: env.log });
    },
    async stop() {
      await sweeper?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // Runs that outlived the grace period end with the process: another worker takes them
      // over at its next sweep instead of after LEASE_SECONDS.
      for (const lease of running) await lease.abandon();
    },
  };
  return queue;
}
