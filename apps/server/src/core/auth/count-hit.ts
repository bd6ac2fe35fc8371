import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';

export type HitCount = { hits: number; resetInSeconds: number };

/** How many counts between two sweeps of ended windows, per process. */
const SWEEP_EVERY = 200;
let sinceSweep = 0;

/**
 * A key as its row holds it: its sha256. A key carries what a visitor typed (an email of any
 * length: a 1 MB one overflowed the primary key's index and answered 500), and the table
 * should not keep every address someone tried, in clear.
 */
export function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Counts one hit on `key` in the database, so every process sharing it counts into the same
 * window. One statement: the upsert's row lock serialises concurrent hits on a key, so N
 * processes cannot each let `max` through. The window starts with the first hit and lasts
 * `windowSeconds` (as @fastify/rate-limit's memory store did); a hit after it ended starts a
 * new one.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<HitCount> {
  const [row] = await rows<{ hits: number; reset_in: number }>(
    db,
    sql`insert into rate_limit_windows as w (key, hits, resets_at)
        values (${storedKey(key)}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
          resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
        returning hits, ceil(extract(epoch from resets_at - now()))::int as reset_in`,
  );
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    // Off the request's path; a failed sweep leaves rows for the next one.
    sweepEndedWindows(db).catch(() => {});
  }
  return { hits: Number(row?.hits ?? 1), resetInSeconds: Math.max(1, Number(row?.reset_in ?? 1)) };
}

/** Deletes windows that ended: a key seen once must not stay forever. */
export async function sweepEndedWindows(db: Db): Promise<number> {
  const swept = await rows<{ key: string }>(
    db,
    sql`delete from rate_limit_windows where resets_at <= now() returning key`,
  );
  return swept.length;
}
