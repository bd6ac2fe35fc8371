import { afterCommit } from '../db/transaction.ts';
import type { JobContext } from './define-job.ts';
import { assertRegistered, type JobQueue, type JobRegistry } from './job-queue.ts';

/**
 * Tests' queue: the handler runs right after the enqueuing transaction commits, in the same
 * request, so a test sees the job's effect as soon as the response arrives. A rolled-back
 * transaction runs nothing, as with the real queue.
 */
export function createInlineQueue(registry: JobRegistry, ctx: JobContext): JobQueue {
  return {
    async enqueue(tx, job, data) {
      assertRegistered(registry, job);
      const parsed = job.schema.parse(data);
      afterCommit(tx, () => job.handler(parsed, ctx));
    },
    async work() {},
    async stop() {},
  };
}
