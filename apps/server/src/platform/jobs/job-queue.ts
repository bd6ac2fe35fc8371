import type { z } from 'zod';
import type { Tx } from '../db/open-database.ts';
import { currentRequestOrigin } from '../net/public-origin.ts';
import type { JobDefinition, JobEnvironment } from './define-job.ts';

export type JobQueue = {
  /**
   * Enqueue inside the transaction that makes the state change: the job exists if and only
   * if the change committed.
   */
  enqueue<S extends z.ZodType>(tx: Tx, job: JobDefinition<S>, data: z.input<S>): Promise<void>;
  /**
   * Run the job on a cron schedule (UTC), once across all processes; the same name again
   * replaces the schedule.
   */
  schedule<S extends z.ZodType>(
    job: JobDefinition<S>,
    cron: string,
    data: z.input<S>,
  ): Promise<void>;
  /** Start workers for every registered job (role worker). */
  work(env: JobEnvironment): Promise<void>;
  /**
   * Stops taking jobs; running ones get `timeoutMs` to finish (their signal is aborted so
   * they can stop early), then are handed back to the queue for another run.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

export function createJobRegistry(jobs: readonly JobDefinition[]): JobRegistry {
  const registry = new Map<string, JobDefinition>();
  for (const job of jobs) {
    if (registry.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
    registry.set(job.name, job);
  }
  return registry;
}

export function assertRegistered(registry: JobRegistry, job: JobDefinition): void {
  if (registry.get(job.name) !== job) throw new Error(`Job ${job.name} is not registered`);
}

/** Where a job's data keeps the origin of the request that queued it (net/public-origin.ts). */
const ORIGIN_KEY = '_requestOrigin';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The job's data as stored: with the origin of the signed-in request being served, so links
 * the job builds (emails) point where that request came in. Jobs queued by a job pass on
 * the origin they run with.
 */
export function withQueuedOrigin(data: unknown): unknown {
  const origin = currentRequestOrigin();
  return origin && isRecord(data) ? { ...data, [ORIGIN_KEY]: origin } : data;
}

/** Stored data -> the job's own data and the origin it was queued under (or null). */
export function splitQueuedOrigin(stored: unknown): { data: unknown; origin: string | null } {
  if (!isRecord(stored) || !(ORIGIN_KEY in stored)) return { data: stored, origin: null };
  const { [ORIGIN_KEY]: origin, ...data } = stored;
  return { data, origin: typeof origin === 'string' ? origin : null };
}
