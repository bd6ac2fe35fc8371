import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { SqlExecutor, Tx } from '../db/open-database.ts';
import type { JobEnvironment } from './define-job.ts';
import { assertRegistered, type JobQueue, type JobRegistry } from './job-queue.ts';

export const BOSS_SCHEMA = 'pgboss';

/**
 * Outbox choice: pg-boss's own `send` runs with a `db` adapter bound to the caller's Drizzle
 * transaction, so the job row is inserted by the same transaction as the state change. No
 * separate outbox table and dispatcher to poll: pg-boss's job table is the outbox, and its
 * workers are the dispatcher. A rollback removes the job with the change.
 */
export function transactionExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(positionalToSql(text, values))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return { rows: result.rows };
    },
  };
}

/** "... $1 ... $2::int" + values -> a Drizzle SQL with bound parameters. */
export function positionalToSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`No value for $${match[1]}`);
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${serialize(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

// Objects (job data) travel as JSON text; both drivers then agree on the parameter.
function serialize(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}

export type BossQueueOptions = {
  executor: SqlExecutor;
  registry: JobRegistry;
  /** Faster polling for tests. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/** Starts pg-boss (creating or migrating its schema) and creates a queue per registered job. */
export async function createBossQueue(
  options: BossQueueOptions,
): Promise<JobQueue & { boss: PgBoss }> {
  const boss = new PgBoss({
    db: options.executor,
    schema: BOSS_SCHEMA,
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  for (const job of options.registry.values()) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
    });
  }
  const queue: JobQueue & { boss: PgBoss } = {
    boss,
    async enqueue(tx, job, data) {
      assertRegistered(options.registry, job);
      const parsed: unknown = job.schema.parse(data);
      await boss.send(job.name, parsed as object, { db: transactionExecutor(tx) });
    },
    async schedule(job, cron, data) {
      assertRegistered(options.registry, job);
      await boss.schedule(job.name, cron, job.schema.parse(data) as object, { tz: 'UTC' });
    },
    async work(env: JobEnvironment) {
      for (const job of options.registry.values()) {
        await boss.work(
          job.name,
          {
            batchSize: 1,
            // retryCount / retryLimit: handlers learn whether a failure is the last one.
            includeMetadata: true,
            ...(options.pollingIntervalSeconds
              ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
              : {}),
          },
          async (jobs) => {
            for (const item of jobs) {
              await job.handler(job.schema.parse(item.data), {
                ...env,
                jobs: queue,
                attempt: { retryCount: item.retryCount, retryLimit: item.retryLimit },
              });
            }
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}
