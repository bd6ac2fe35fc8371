import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/open-database.ts';
import { withRequestOrigin } from '../net/public-origin.ts';
import { BOSS_SCHEMA, transactionExecutor } from './boss-sql.ts';
import type { JobEnvironment } from './define-job.ts';
import { handBackJob, type RunningJob } from './hand-back.ts';
import {
  assertRegistered,
  type JobQueue,
  type JobRegistry,
  splitQueuedOrigin,
  withQueuedOrigin,
} from './job-queue.ts';
import { type Lease, startLeaseSweeper, takeLease } from './leases.ts';
import { storableJobError } from './storable-error.ts';

/**
 * pg-boss's own limit on one run (its expireIn): a handler still running after this is
 * failed and retried. Only a hung handler meets it; a worker that died is noticed by its
 * lapsed lease within half a minute (leases.ts), so this can leave long healthy runs alone
 * (a scheduled refresh of thousands of channels, a large import).
 */
export const JOB_RUN_LIMIT_SECONDS = 4 * 60 * 60;

/** How long `stop` waits for running jobs when not told (SHUTDOWN_TIMEOUT in a server). */
export const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/** Waits for every promise, or until `ms` have passed, whichever is first. */
async function settledWithin(ms: number, promises: Promise<unknown>[]): Promise<void> {
  if (promises.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

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
  // Runs of this process, each with its lease and the promise of its whole run (the handler
  // and, when the process stops meanwhile, its hand-back).
  const running = new Map<Lease, { job: RunningJob; done: Promise<unknown> }>();
  // Aborted when the process starts to stop: handlers that watch their signal stop at their
  // next safe point, and their run is handed back (hand-back.ts).
  const stopping = new AbortController();
  let sweeper: { stop(): Promise<void> } | null = null;
  let workerEnv: JobEnvironment | null = null;
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
      workerEnv = env;
      const handBack = (run: RunningJob) =>
        handBackJob(env.db, boss, options.registry, run).then(
          (handed) => {
            if (handed) env.log.info({ jobId: run.id, queue: run.queue }, 'job handed back');
          },
          (error: unknown) =>
            env.log.error({ err: error, jobId: run.id, queue: run.queue }, 'job hand-back failed'),
        );
      for (const job of options.registry.values()) {
        for (let slot = 0; slot < (job.concurrency ?? 1); slot += 1) {
          let workerId: string | null = null;
          workerId = await boss.work(
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
                const run: RunningJob = {
                  id: item.id,
                  queue: job.name,
                  data: item.data,
                  retryCount: item.retryCount,
                  retryLimit: item.retryLimit,
                };
                const lease = await takeLease(env.db, { id: item.id, queue: job.name }, env.log);
                const done = (async () => {
                  try {
                    await withRequestOrigin(stored.origin, () =>
                      job.handler(data, {
                        ...env,
                        jobs: queue,
                        attempt: { retryCount: item.retryCount, retryLimit: item.retryLimit },
                        signal: AbortSignal.any([lease.signal, stopping.signal]),
                      }),
                    );
                    // Stopped at a safe point for the shutdown, maybe with work left: the
                    // job runs again (handlers are idempotent) instead of completing.
                    if (stopping.signal.aborted && !lease.signal.aborted) await handBack(run);
                  } catch (error) {
                    throw storableJobError(error);
                  } finally {
                    running.delete(lease);
                    await lease.release();
                  }
                })();
                running.set(lease, { job: run, done: done.catch(() => undefined) });
                await done;
              }
              // pg-boss 10 sleeps its polling interval after every fetch, even one that found
              // work: a queue of many jobs would run one per interval. After a job, fetch
              // again at once; only an empty fetch waits.
              if (workerId && !stopping.signal.aborted) boss.notifyWorker(workerId);
            },
          );
        }
      }
      sweeper = startLeaseSweeper({ db: env.db, boss, registry: options.registry, log: env.log });
    },
    async stop(stopOptions = {}) {
      const timeoutMs = stopOptions.timeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
      stopping.abort(new Error('The process is stopping'));
      await sweeper?.stop();
      // No new runs from here on; the running ones get until the timeout.
      for (const name of options.registry.keys()) await boss.offWork(name);
      await settledWithin(
        timeoutMs,
        [...running.values()].map((r) => r.done),
      );
      // Runs that outlived the timeout are handed back now rather than failed by pg-boss's
      // own shutdown (a spent retry and a backoff wait), and their lease lapses so nothing
      // waits for it.
      for (const [lease, run] of running) {
        if (workerEnv) {
          await handBackJob(workerEnv.db, boss, options.registry, run.job).catch((error: unknown) =>
            workerEnv?.log.error({ err: error }, 'job hand-back failed'),
          );
        }
        await lease.abandon();
      }
      // Lets pg-boss record the completions of runs that just ended (it polls every 0.5 s).
      await boss.stop({ graceful: true, wait: true, timeout: 1_000 });
    },
  };
  return queue;
}
