import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/open-database.ts';
import { rows } from '../db/rows.ts';
import { transaction } from '../db/transaction.ts';
import { markTaskResuming } from '../tasks/service.ts';
import { BOSS_SCHEMA, transactionExecutor } from './boss-sql.ts';
import type { JobRegistry } from './job-queue.ts';
import { taskOf } from './leases.ts';

/** A run of this process, as pg-boss handed it out. */
export type RunningJob = {
  id: string;
  queue: string;
  /** The data as stored (with the queued origin), passed on unchanged. */
  data: unknown;
  retryCount: number;
  retryLimit: number;
};

/**
 * Hands a run this process is stopping back to the queue: the job is cancelled (so pg-boss
 * neither completes nor fails it when the run ends) and an equal job is queued to start now,
 * with the retries the old one had left; its task, if any, says resuming. Unlike pg-boss's
 * own shutdown (which fails the job), this spends no retry and waits no backoff: a deploy is
 * not the job's fault. Unlike a takeover (leases.ts) it is not counted against the job.
 * Answers false when the job was no longer active (taken over, or already handed back).
 */
export async function handBackJob(
  db: Db,
  boss: Pick<PgBoss, 'cancel' | 'send'>,
  registry: JobRegistry,
  job: RunningJob,
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const active = await rows<{ id: string }>(
      tx,
      sql`select id from ${sql.raw(BOSS_SCHEMA)}.job
          where name = ${job.queue} and id = ${job.id} and state = 'active'
          for update`,
    );
    if (active.length === 0) return false;
    const executor = transactionExecutor(tx);
    await boss.cancel(job.queue, job.id, { db: executor });
    await boss.send(job.queue, (job.data ?? {}) as object, {
      db: executor,
      retryLimit: Math.max(0, job.retryLimit - job.retryCount),
    });
    const taskId = taskOf(registry, job.queue, job.data);
    if (taskId !== null) await markTaskResuming(tx, taskId);
    return true;
  });
}
