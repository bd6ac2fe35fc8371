import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/index.ts';
import { BOSS_SCHEMA, rows } from '../../platform/index.ts';
import type { DatabaseGauges } from './database-gauges.ts';

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

/** The queue depth and oldest-job age gauges, filled on each scrape. */
export const queueGauges: DatabaseGauges<'queue', QueueRow> = {
  what: 'job queues',
  label: 'queue',
  read: readQueues,
  gauges: [
    {
      name: 'job_queue_depth',
      help: 'Jobs waiting in the queue (created or retrying), due or not.',
      value: (q) => q.depth,
    },
    {
      name: 'job_queue_oldest_job_age_seconds',
      help: 'How long the oldest due job of the queue has waited to start (0 when none).',
      value: (q) => q.oldestAgeSeconds,
    },
  ],
};
