import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, silentLog } from '../../../test/test-app.ts';
import { rows } from '../db/rows.ts';
import { transaction } from '../db/transaction.ts';
import { createBossQueue } from './boss-queue.ts';
import { defineJob, type JobDefinition } from './define-job.ts';
import { createJobRegistry } from './job-queue.ts';

// A database of its own: on PostgreSQL other files' workers would take these jobs.
const t = await createTestApp({ fresh: true });
const db = t.database.db;
const env = { db, storage: t.ctx.storage, log: silentLog, config: t.config };

type JobRow = { id: string; state: string; retryLimit: number; retryCount: number };
const jobsOf = (name: string, marker: string) =>
  rows<JobRow>(
    db,
    sql`select id, state, retry_limit as "retryLimit", retry_count as "retryCount"
        from pgboss.job where name = ${name} and data->>'marker' = ${marker}
        order by created_on, id`,
  );

/** A queue working one job whose handler `run` decides how it meets the shutdown. */
async function workingQueue(run: (signal: AbortSignal | undefined) => Promise<void>) {
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const job = defineJob({
    name: `test.stop-${randomUUID().slice(0, 8)}`,
    schema: z.object({ marker: z.string() }),
    retryLimit: 4,
    async handler(_data, { signal }) {
      started();
      await run(signal);
    },
  });
  const queue = await createBossQueue({
    executor: t.database.sql,
    registry: createJobRegistry([job as JobDefinition]),
    pollingIntervalSeconds: 0.5,
  });
  await queue.work(env);
  const marker = randomUUID();
  await transaction(db, (tx) => queue.enqueue(tx, job, { marker }));
  await running;
  return { queue, marker, name: job.name };
}

/**
 * Stops the queue with `timeoutMs` and checks the run was handed back promptly: its job
 * cancelled, a fresh copy waiting with no retry spent.
 */
async function expectHandedBackOnStop(
  queue: Awaited<ReturnType<typeof workingQueue>>['queue'],
  timeoutMs: number,
  name: string,
  marker: string,
) {
  const began = Date.now();
  await queue.stop({ timeoutMs });
  expect(Date.now() - began).toBeLessThan(5_000);
  const [old, next] = await jobsOf(name, marker);
  expect(old?.state).toBe('cancelled');
  expect(next).toMatchObject({ state: 'created', retryLimit: 4, retryCount: 0 });
}

describe('stopping the job queue', () => {
  it('a run that stops at its signal is handed back at once, spending no retry', async () => {
    const { queue, marker, name } = await workingQueue(
      (signal) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve())),
    );
    await expectHandedBackOnStop(queue, 20_000, name, marker);
  });

  it('a run still going at the timeout is handed back then, not failed', async () => {
    let release: () => void = () => {};
    const { queue, marker, name } = await workingQueue(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    await expectHandedBackOnStop(queue, 500, name, marker);
    // The late run ends while the database is still open: pg-boss's completion of the
    // cancelled job changes nothing.
    release();
    await sleep(1_000);
    expect((await jobsOf(name, marker)).map((j) => j.state)).toEqual(['cancelled', 'created']);
  });
});
