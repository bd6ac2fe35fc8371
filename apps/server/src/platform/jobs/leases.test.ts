import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { taskMessages } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, silentLog } from '../../../test/test-app.ts';
import { rows } from '../db/rows.ts';
import { jobLeases, tasks } from '../db/schema/index.ts';
import { transaction } from '../db/transaction.ts';
import { createTask, recordTaskProgress, startTask } from '../tasks/service.ts';
import { createBossQueue } from './boss-queue.ts';
import { defineJob, type JobDefinition } from './define-job.ts';
import { createJobRegistry } from './job-queue.ts';
import { HEARTBEAT_SECONDS, MAX_TAKEOVERS, sweepLapsedLeases, takeLease } from './leases.ts';

// A database of its own: on PostgreSQL other files' workers sweep the shared one.
const t = await createTestApp({ fresh: true });
const db = t.database.db;

const taskJob = defineJob({
  name: 'test.leased-task',
  schema: z.object({ taskId: z.number().int(), marker: z.string() }),
  retryLimit: 2,
  task: ({ taskId }) => taskId,
  async handler() {},
});
const registry = createJobRegistry([taskJob as JobDefinition]);
// A queue nobody works: the test plays the workers (fetch = a worker took the job).
const queue = await createBossQueue({ executor: t.database.sql, registry });
afterAll(() => queue.stop());
const sweep = () => sweepLapsedLeases({ db, boss: queue.boss, registry, log: silentLog });

type JobRow = { id: string; state: string; data: { marker: string }; retryLimit: number };
const jobsOf = (marker: string) =>
  rows<JobRow>(
    db,
    sql`select id, state, data, retry_limit as "retryLimit" from pgboss.job
        where name = ${taskJob.name} and data->>'marker' = ${marker} order by created_on, id`,
  );
const leaseOf = async (jobId: string) =>
  (await db.select().from(jobLeases).where(eq(jobLeases.jobId, jobId)))[0] ?? null;
const taskRow = async (id: number) => (await db.select().from(tasks).where(eq(tasks.id, id)))[0];

/** A task and its queued job, fetched by a worker as a run would start. */
async function fetchedTaskJob() {
  const marker = randomUUID();
  const taskId = await transaction(db, async (tx) => {
    const task = await createTask(tx, {
      type: 'influencer-import',
      name: 'x',
      total: 10,
      createdBy: null,
    });
    await queue.enqueue(tx, taskJob, { taskId: task.id, marker });
    return task.id;
  });
  const [job] = await queue.boss.fetch(taskJob.name);
  if (!job) throw new Error('no job to fetch');
  return { marker, taskId, job };
}

/** A running task whose job a worker took and then died holding (its lease lapsed). */
async function crashedRun() {
  const { marker, taskId, job } = await fetchedTaskJob();
  await startTask(db, taskId);
  await db.insert(jobLeases).values({
    jobId: job.id,
    queue: taskJob.name,
    owner: randomUUID(),
    expiresAt: sql`now() - interval '1 second'`,
  });
  return { marker, taskId, jobId: job.id };
}

/** The next worker picks the re-queued job up and its lease lapses too. */
async function crashAgain(marker: string) {
  const [job] = await queue.boss.fetch(taskJob.name);
  if (!job || (job.data as { marker: string }).marker !== marker) throw new Error('wrong job');
  const lease = await takeLease(db, { id: job.id, queue: taskJob.name }, silentLog);
  // The process dies: no release; the lease simply lapses.
  await db
    .update(jobLeases)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(jobLeases.jobId, job.id));
  return { job, lease };
}

describe('job leases', () => {
  it('hands a job whose lease lapsed to the next worker, and its task says resuming', async () => {
    const { marker, taskId, jobId } = await crashedRun();
    expect(await taskRow(taskId)).toMatchObject({ status: 'running' });
    expect(await sweep()).toBe(1);

    const [old, next] = await jobsOf(marker);
    // The stale job is cancelled: the old run, were it alive, can neither complete nor fail it.
    expect(old).toMatchObject({ id: jobId, state: 'cancelled' });
    expect(next).toMatchObject({ state: 'created', data: { marker }, retryLimit: 2 });
    expect(await leaseOf(jobId)).toBeNull();
    expect(await leaseOf(next?.id ?? '')).toMatchObject({ owner: null, takeovers: 1 });
    expect(await taskRow(taskId)).toMatchObject({ status: 'resuming' });

    // The new run starts (still resuming) and records progress (running again).
    const [taken] = await queue.boss.fetch(taskJob.name);
    expect(taken?.id).toBe(next?.id);
    const lease = await takeLease(db, { id: taken?.id ?? '', queue: taskJob.name }, silentLog);
    expect(await leaseOf(taken?.id ?? '')).toMatchObject({ takeovers: 1 });
    await startTask(db, taskId);
    expect(await taskRow(taskId)).toMatchObject({ status: 'resuming' });
    await recordTaskProgress(db, taskId, { processed: 5, counts: { created: 5 }, results: [] });
    expect(await taskRow(taskId)).toMatchObject({ status: 'running', processed: 5 });
    expect(await sweep()).toBe(0);
    await lease.release();
    expect(await leaseOf(taken?.id ?? '')).toBeNull();
  });

  it('gives a job up after MAX_TAKEOVERS, failing its task with the reason', async () => {
    const { marker, taskId } = await crashedRun();
    expect(await sweep()).toBe(1);
    for (let takeover = 2; takeover <= MAX_TAKEOVERS; takeover++) {
      await crashAgain(marker);
      expect(await sweep()).toBe(1);
      expect(await taskRow(taskId)).toMatchObject({ status: 'resuming' });
    }
    const last = await crashAgain(marker);
    expect(await sweep()).toBe(1);
    const states = (await jobsOf(marker)).map((j) => j.state);
    expect(states).toEqual(Array(MAX_TAKEOVERS + 1).fill('cancelled'));
    expect(await taskRow(taskId)).toMatchObject({
      status: 'failed',
      error: taskMessages.workerStopped,
    });
    expect(await leaseOf(last.job.id)).toBeNull();
  });

  it('leaves live leases alone and drops lapsed ones of jobs that ended', async () => {
    const { marker, job } = await fetchedTaskJob();
    const lease = await takeLease(db, { id: job.id, queue: taskJob.name }, silentLog);
    expect(await sweep()).toBe(0);
    expect(await jobsOf(marker)).toMatchObject([{ state: 'active' }]);

    await queue.boss.complete(taskJob.name, job?.id ?? '');
    await db
      .update(jobLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.jobId, job?.id ?? ''));
    expect(await sweep()).toBe(0);
    expect(await leaseOf(job?.id ?? '')).toBeNull();
    await lease.release();
  });

  it("aborts a run's signal when its lease was taken over", async () => {
    const { jobId } = await crashedRun();
    await db.delete(jobLeases).where(eq(jobLeases.jobId, jobId));
    const lease = await takeLease(db, { id: jobId, queue: taskJob.name }, silentLog);
    expect(lease.signal.aborted).toBe(false);
    // Another worker's sweep took the job over (it removes the old lease).
    await db.delete(jobLeases).where(eq(jobLeases.jobId, jobId));
    const deadline = Date.now() + (HEARTBEAT_SECONDS + 5) * 1000;
    while (!lease.signal.aborted && Date.now() < deadline) await sleep(100);
    expect(lease.signal.aborted).toBe(true);
    await lease.release();
  }, 20_000);
});
