import { setTimeout as sleep } from 'node:timers/promises';
import { createBossQueue } from '../src/platform/jobs/boss-queue.ts';
import type { JobDefinition } from '../src/platform/jobs/define-job.ts';
import { createJobRegistry, type JobQueue } from '../src/platform/jobs/job-queue.ts';
import { silentLog, type TestApp } from './test-app.ts';

/**
 * Runs `run` with a real job on pg-boss under a queue name of its own and one retry, so a
 * test waits one backoff, not the production schedule; the queue is worked while `run` runs
 * and stopped after. `run` gets the queue and the renamed job to enqueue.
 */
export async function onBossWithOneRetry<J extends JobDefinition>(
  t: TestApp,
  job: J,
  name: string,
  run: (queue: JobQueue, job: J) => Promise<void>,
): Promise<void> {
  const renamed: J = { ...job, name, retryLimit: 1 };
  const queue = await createBossQueue({
    executor: t.database.sql,
    registry: createJobRegistry([renamed]),
    pollingIntervalSeconds: 0.5,
  });
  try {
    await queue.work({
      db: t.database.db,
      storage: t.ctx.storage,
      log: silentLog,
      config: t.config,
    });
    await run(queue, renamed);
  } finally {
    await queue.stop();
  }
}

const SETTLED = new Set(['completed', 'failed', 'cancelled']);

/**
 * The pg-boss rows of a queue once its jobs have settled (or after 10 s, to show what they
 * are): each job's state and how often it was retried. The handler's own writes commit before
 * pg-boss records the job's end, so a test that saw the handler finish can still find the job
 * active for a moment (it did, on PostgreSQL in CI).
 */
export async function bossJobStates(t: TestApp, name: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const { rows } = await t.database.sql.executeSql(
      'select state, retry_count from pgboss.job where name = $1',
      [name],
    );
    if (rows.every((row) => SETTLED.has(String(row.state))) || Date.now() > until) return rows;
    await sleep(100);
  }
}
