import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';
import { IngestStopped } from './ingest-stopped.ts';

export type QuotaWindow = { start: Date; end: Date };

/** The minute a call falls in (IGDB's and Helix's buckets refill continuously; a minute is close). */
export function minuteWindow(now: Date): QuotaWindow {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return { start, end: new Date(start.getTime() + 60_000) };
}

/** YouTube's quota day: midnight to midnight, Pacific time (DST included). */
export function pacificDayWindow(now: Date): QuotaWindow {
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(d);
  const today = day(now);
  // Pacific midnight is 07:00 or 08:00 UTC: take the first of the two that is on `today`.
  const start = [7, 8]
    .map((h) => new Date(`${today}T${String(h).padStart(2, '0')}:00:00Z`))
    .find((d) => day(d) === today && day(new Date(d.getTime() - 1)) !== today);
  const begin = start ?? new Date(`${today}T08:00:00Z`);
  const tomorrow = day(new Date(begin.getTime() + 26 * 3_600_000));
  const next = [7, 8]
    .map((h) => new Date(`${tomorrow}T${String(h).padStart(2, '0')}:00:00Z`))
    .find((d) => day(d) === tomorrow && day(new Date(d.getTime() - 1)) !== tomorrow);
  return { start: begin, end: next ?? new Date(begin.getTime() + 86_400_000) };
}

/**
 * Counts `units` against a source's window before the call is made. When the window's cap
 * would be passed the call is not made: the run stops and resumes when the window ends.
 * One atomic upsert, so several instances share one budget.
 */
export async function spendQuota(
  db: DiscoveryDb,
  source: string,
  window: QuotaWindow,
  cap: number,
  units = 1,
): Promise<void> {
  const spent = () =>
    new IngestStopped(
      'quota',
      window.end,
      `${source} quota spent until ${window.end.toISOString()}`,
    );
  if (units > cap) throw spent();
  const [row] = await rows<{ used: number }>(
    db,
    sql`insert into discovery.quota_ledger (source, window_start, used, cap)
      values (${source}, ${window.start.toISOString()}, ${units}, ${cap})
      on conflict (source, window_start) do update
        set used = quota_ledger.used + excluded.used, cap = excluded.cap
        where quota_ledger.used + excluded.used <= excluded.cap
      returning used`,
  );
  if (row === undefined) throw spent();
}

/** Units used in a source's window (0 when nothing was spent). */
export async function quotaUsed(
  db: DiscoveryDb,
  source: string,
  window: QuotaWindow,
): Promise<number> {
  const [row] = await rows<{ used: number }>(
    db,
    sql`select used from discovery.quota_ledger
      where source = ${source} and window_start = ${window.start.toISOString()}`,
  );
  return row?.used ?? 0;
}
