import { DISCOVERY_TOTAL_CAP } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { rows } from '../db/sql-params.ts';

/**
 * How many rows match, counted exactly up to DISCOVERY_TOTAL_CAP (or the end of the asked
 * page, when further): an exact count of a broad filter over a million creators costs more
 * than the page. `from` is the FROM ... WHERE of the search.
 */
export async function cappedTotal(
  db: DiscoveryDb,
  from: SQL,
  pageEnd: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const cap = Math.max(DISCOVERY_TOTAL_CAP, pageEnd);
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) matching`,
  );
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}
