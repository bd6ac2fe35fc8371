import { randomUUID } from 'node:crypto';
import { taskMessages } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/open-database.ts';
import { rows } from '../db/rows.ts';
import { jobLeases } from '../db/schema/index.ts';
import { transaction } from '../db/transaction.ts';
import { failUnfinishedTask, markTaskResuming } from '../tasks/service.ts';
import { BOSS_SCHEMA, transactionExecutor } from './boss-sql.ts';
import { type JobRegistry, splitQueuedOrigin } from './job-queue.ts';

// Why leases: pg-boss notices a dead worker only when the job's expireIn runs out, and its
// worker also gives up on a handler after expireIn, so a short expireIn would fail healthy
// long runs. Instead every run holds a lease it renews every HEARTBEAT_SECONDS; when a lease
// lapses (LEASE_SECONDS without a renewal) while the job is still active, the worker that held
// it is gone, and any worker's sweeper hands the job over. Worst case after a crash:
// LEASE_SECONDS + SWEEP_SECONDS + pg-boss's 2 s polling, about half a minute.

/** How long a lease lasts without a renewal. */
export const LEASE_SECONDS = 20;
/** How often a running job renews its lease (a quarter of the lease: three renewals may fail). */
export const HEARTBEAT_SECONDS = 5;
/** How often each worker process looks for lapsed leases. */
export const SWEEP_SECONDS = 5;
/** Takeovers of one job before it is given up (a job that kills its worker every time). */
export const MAX_TAKEOVERS = 3;

const leaseExpiry = () => sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Raised through a run's signal when another worker took its job over. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`The lease of job ${jobId} was taken over`);
    this.name = 'LeaseLostError';
  }
}

export type Lease = {
  /** Aborted when the lease was lost: another worker runs the job now. */
  signal: AbortSignal;
  /** The run ended (either way): stop renewing and drop the lease. */
  release(): Promise<void>;
  /** The process stops with the run unfinished: let the lease lapse now, for a quick takeover. */
  abandon(): Promise<void>;
};

/**
 * Takes the lease of a job run and renews it every HEARTBEAT_SECONDS until released. A
 * renewal that finds the lease gone (taken over) aborts the signal; one that fails (database
 * unreachable) is retried at the next beat.
 */
export async function takeLease(
  db: Db,
  job: { id: string; queue: string },
  log: FastifyBaseLogger,
): Promise<Lease> {
  const owner = randomUUID();
  const controller = new AbortController();
  await db
    .insert(jobLeases)
    .values({ jobId: job.id, queue: job.queue, owner, expiresAt: leaseExpiry() })
    .onConflictDoUpdate({ target: jobLeases.jobId, set: { owner, expiresAt: leaseExpiry() } });
  const mine = and(eq(jobLeases.jobId, job.id), eq(jobLeases.owner, owner));

  let beat: Promise<void> | null = null;
  const renew = async () => {
    try {
      const kept = await db
        .update(jobLeases)
        .set({ expiresAt: leaseExpiry() })
        .where(mine)
        .returning({ jobId: jobLeases.jobId });
      if (kept.length === 0) {
        clearInterval(timer);
        log.warn({ jobId: job.id, queue: job.queue }, 'job taken over by another worker');
        controller.abort(new LeaseLostError(job.id));
      }
    } catch (error) {
      log.warn({ err: error, jobId: job.id, queue: job.queue }, 'job lease renewal failed');
    }
  };
  const timer = setInterval(() => {
    beat ??= renew().finally(() => {
      beat = null;
    });
  }, HEARTBEAT_SECONDS * 1000);
  const stopBeating = async () => {
    clearInterval(timer);
    await beat;
  };
  const settle = async (change: () => Promise<unknown>) => {
    await stopBeating();
    await change().catch((error: unknown) =>
      log.warn({ err: error, jobId: job.id, queue: job.queue }, 'job lease update failed'),
    );
  };
  return {
    signal: controller.signal,
    release: () => settle(() => db.delete(jobLeases).where(mine)),
    abandon: () => settle(() => db.update(jobLeases).set({ expiresAt: sql`now()` }).where(mine)),
  };
}

type LapsedLease = {
  jobId: string;
  queue: string;
  takeovers: number;
  data: object | null;
  retryCount: number;
  retryLimit: number;
};

export type SweepOptions = {
  db: Db;
  boss: Pick<PgBoss, 'cancel' | 'send'>;
  registry: JobRegistry;
  log: FastifyBaseLogger;
};

/**
 * Hands over the jobs whose lease lapsed while they were still active. The stale job is
 * cancelled (so the old run, should it still be alive, can neither complete nor fail it) and
 * an equal job is queued to start now, with the error retries the old one had left; its task,
 * if any, says resuming. After MAX_TAKEOVERS the job is given up and its task failed. One
 * transaction; `skip locked` lets every worker sweep at once. Answers how many were handed over.
 */
export async function sweepLapsedLeases(options: SweepOptions): Promise<number> {
  const { db, boss, registry, log } = options;
  const handed = await transaction(db, async (tx) => {
    const lapsed = await rows<LapsedLease>(
      tx,
      sql`select l.job_id as "jobId", l.queue, l.takeovers, j.data,
            j.retry_count as "retryCount", j.retry_limit as "retryLimit"
          from job_leases l
          join ${sql.raw(BOSS_SCHEMA)}.job j on j.name = l.queue and j.id = l.job_id
          where l.expires_at < now() and j.state = 'active'
          order by l.expires_at
          limit 100
          for update of l, j skip locked`,
    );
    const executor = transactionExecutor(tx);
    for (const lease of lapsed) {
      await boss.cancel(lease.queue, lease.jobId, { db: executor });
      await tx.delete(jobLeases).where(eq(jobLeases.jobId, lease.jobId));
      const taskId = taskOf(registry, lease.queue, lease.data);
      if (lease.takeovers >= MAX_TAKEOVERS) {
        log.error(
          { jobId: lease.jobId, queue: lease.queue },
          'job given up: its workers kept stopping',
        );
        if (taskId !== null) await failUnfinishedTask(tx, taskId, taskMessages.workerStopped);
        continue;
      }
      const jobId = await boss.send(lease.queue, lease.data ?? {}, {
        db: executor,
        retryLimit: Math.max(0, lease.retryLimit - lease.retryCount),
      });
      if (jobId) {
        await tx.insert(jobLeases).values({
          jobId,
          queue: lease.queue,
          owner: null,
          expiresAt: sql`now()`,
          takeovers: lease.takeovers + 1,
        });
      }
      if (taskId !== null) await markTaskResuming(tx, taskId);
      log.warn(
        { jobId: lease.jobId, newJobId: jobId, queue: lease.queue, taskId },
        'job taken over: its worker stopped renewing the lease',
      );
    }
    return lapsed.length;
  });
  // Leases of jobs that ended some other way (cancelled, archived) are left to go.
  await db.execute(
    sql`delete from job_leases l
        where l.expires_at < now()
          and not exists (
            select 1 from ${sql.raw(BOSS_SCHEMA)}.job j
            where j.name = l.queue and j.id = l.job_id and j.state in ('created', 'retry', 'active')
          )`,
  );
  return handed;
}

/** The task a job reports on (JobDefinition.task), or null. */
export function taskOf(registry: JobRegistry, queue: string, data: unknown): number | null {
  const job = registry.get(queue);
  if (!job?.task) return null;
  const parsed = job.schema.safeParse(splitQueuedOrigin(data).data);
  return parsed.success ? job.task(parsed.data) : null;
}

/** Sweeps now and every SWEEP_SECONDS until stopped (one sweep at a time). */
export function startLeaseSweeper(options: SweepOptions): { stop(): Promise<void> } {
  let sweeping: Promise<void> | null = null;
  const tick = () => {
    sweeping ??= sweepLapsedLeases(options)
      .then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error }, 'job lease sweep failed'),
      )
      .finally(() => {
        sweeping = null;
      });
  };
  tick();
  const timer = setInterval(tick, SWEEP_SECONDS * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
