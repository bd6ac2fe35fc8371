import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Db } from '../../db/open-database.ts';
import { rows } from '../../db/rows.ts';
import { BOSS_SCHEMA } from '../../jobs/boss-sql.ts';
import type { StartupState } from '../startup-state.ts';
import { within } from '../within.ts';
import type { AppMetrics } from './app-metrics.ts';

/** Longest a scrape waits for the job tables; the in-memory metrics are answered anyway. */
const QUEUE_READ_MS = 2_000;

type QueueRow = { queue: string; depth: number; oldestAgeSeconds: number };

/**
 * Waiting jobs per pg-boss queue, read from the job tables on each scrape. `state < 'active'`
 * (created or retry) is exactly the predicate of pg-boss's fetch index (job_i5, on name and
 * start_after), so this counts from that index and never walks the completed jobs pg-boss
 * keeps. Every queue is listed, so an emptied queue reads 0 rather than vanishing. The age
 * is that of the oldest job due now (start_after passed): a retry waiting out its backoff
 * is not late.
 */
async function readQueues(db: Db): Promise<QueueRow[]> {
  const [table] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass(${`${BOSS_SCHEMA}.job`}::text) is not null as present`,
  );
  // No pg-boss schema yet: a start that has not reached the queue, or a test app whose jobs
  // run inline.
  if (!table?.present) return [];
  const schema = sql.identifier(BOSS_SCHEMA);
  return rows<QueueRow>(
    db,
    sql`select q.name as queue,
          count(j.id)::int as "depth",
          coalesce(
            extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())),
            0
          )::float8 as "oldestAgeSeconds"
        from ${schema}.queue q
        left join ${schema}.job j on j.name = q.name and j.state < 'active'
        group by q.name`,
  );
}

/**
 * Registers the queue depth and oldest-job age gauges, filled on each scrape. Not before
 * pg-boss has started: during the migrations a read would wait behind them (on PGlite) for
 * tables that may not exist yet.
 */
export function registerQueueMetrics(
  metrics: AppMetrics,
  env: { db: Db; log: FastifyBaseLogger; startup: StartupState },
): void {
  // Both gauges are collected at once by a scrape: they share one read.
  let reading: Promise<QueueRow[] | null> | null = null;
  const read = () => {
    if (env.startup.jobQueue !== 'running') return Promise.resolve([]);
    reading ??= within(QUEUE_READ_MS, readQueues(env.db), 'job queue read')
      .catch((error: unknown) => {
        // A scrape still answers the HTTP and email figures; the queue series are left out.
        env.log.warn({ err: error }, 'metrics: job queues could not be read');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting in the queue (created or retrying), due or not.',
    labelNames: ['queue'] as const,
    registers: [metrics.registry],
    async collect() {
      const queues = await read();
      this.reset();
      for (const q of queues ?? []) this.set({ queue: q.queue }, q.depth);
    },
  });
  new Gauge({
    name: 'job_queue_oldest_job_age_seconds',
    help: 'How long the oldest due job of the queue has waited to start (0 when none).',
    labelNames: ['queue'] as const,
    registers: [metrics.registry],
    async collect() {
      const queues = await read();
      this.reset();
      for (const q of queues ?? []) this.set({ queue: q.queue }, q.oldestAgeSeconds);
    },
  });
}
