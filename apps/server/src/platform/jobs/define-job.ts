import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import type { Storage } from '../files/storage.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * What a job handler may use: no HTTP, no request. `metrics`: the process's counters
 * (operations/metrics), absent where nothing scrapes them (tests that build an environment
 * by hand).
 */
export type JobEnvironment = {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  config: Config;
  metrics?: AppMetrics;
};
/**
 * Which run of a job this is, as pg-boss counts: retryCount 0 is the first run, and the run
 * with retryCount === retryLimit is the last (a failure there is final).
 */
export type JobAttempt = { retryCount: number; retryLimit: number };
/**
 * What a handler receives: the environment plus the queue it runs on (to enqueue follow-ups)
 * and, on a queue that retries (pg-boss), which attempt this is. On pg-boss, `signal` is
 * aborted when the run lost its lease (jobs/leases.ts: another worker runs the job now); a
 * long handler stops at its next safe point.
 */
export type JobContext = JobEnvironment & {
  jobs: JobQueue;
  attempt?: JobAttempt;
  signal?: AbortSignal;
};

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** Queue name, `area.verb-noun`. */
  name: string;
  schema: S;
  /** Retries after a failure; the handler must be idempotent. */
  retryLimit?: number;
  /**
   * Jobs of this queue one process runs at once (default 1). For queues of many short,
   * independent items (one per live-capture submission) that wait mostly on I/O.
   */
  concurrency?: number;
  /**
   * The task (modules/tasks) the job reports on, if any: when its worker stops and another
   * takes the job over (jobs/leases.ts), that task says resuming. A job runs again from the
   * start after a takeover, so it must resume from its own recorded progress.
   */
  task?(data: z.output<S>): number | null;
  handler(data: z.output<S>, ctx: JobContext): Promise<void>;
};

/** A typed job: its data is validated when enqueued and again when it runs. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/**
 * A job its schedule (cron) starts: no data, and no retry, as the next scheduled run does the
 * same work soon.
 */
export function defineScheduledJob(name: string, run: (ctx: JobContext) => Promise<unknown>) {
  return defineJob({
    name,
    schema: z.object({}),
    retryLimit: 0,
    async handler(_data, ctx) {
      await run(ctx);
    },
  });
}
