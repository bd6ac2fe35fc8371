import { afterCommit } from '../db/transaction.ts';
import { currentRequestOrigin, withRequestOrigin } from '../net/public-origin.ts';
import type { JobEnvironment } from './define-job.ts';
import { assertRegistered, type JobQueue, type JobRegistry } from './job-queue.ts';

/**
 * Tests' queue: the handler runs right after the enqueuing transaction commits, in the same
 * request, so a test sees the job's effect as soon as the response arrives. A rolled-back
 * transaction runs nothing, as with the real queue.
 */
export function createInlineQueue(registry: JobRegistry, env: JobEnvironment): JobQueue {
  const queue: JobQueue = {
    async enqueue(tx, job, data) {
      assertRegistered(registry, job);
      const parsed = job.schema.parse(data);
      // As on pg-boss: the job runs with the origin of the request that queued it, if any.
      const origin = currentRequestOrigin();
      afterCommit(tx, () =>
        withRequestOrigin(origin, () => job.handler(parsed, { ...env, jobs: queue })),
      );
    },
    // Tests run scheduled jobs by calling their handler; there is no clock here.
    async schedule(_job, _cron, _data) {},
    async work() {},
    async stop() {},
  };
  return queue;
}
