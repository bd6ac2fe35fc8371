import type { z } from 'zod';
import type { Tx } from '../db/open-database.ts';
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
  stop(): Promise<void>;
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
