import type { JobQueue } from './job-queue.ts';

/**
 * The queue the web side is built with before pg-boss has started: the server listens before
 * it migrates (so /readyz can answer 503 meanwhile), and pg-boss starts after the migrations.
 * The startup gate (operations/startup-gate.ts) holds every request back until `attach`, so a
 * job enqueued before it is a bug, and throws.
 */
export function createAttachableQueue(): JobQueue & { attach(queue: JobQueue): void } {
  let current: JobQueue | null = null;
  const started = (): JobQueue => {
    if (!current) throw new Error('The job queue has not started yet');
    return current;
  };
  return {
    attach(queue) {
      current = queue;
    },
    enqueue: (tx, job, data) => started().enqueue(tx, job, data),
    schedule: (job, cron, data) => started().schedule(job, cron, data),
    work: (env) => started().work(env),
    // A start that failed before the queue existed has nothing to stop.
    stop: async (options) => current?.stop(options),
  };
}
