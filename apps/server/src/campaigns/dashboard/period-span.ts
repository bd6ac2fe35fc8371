import type { StatsPeriod } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { RawRow } from '../../platform/index.ts';

// How a report (the dashboard, live-capture stats) states the period it covers: the
// `bounds` CTE's (queries.ts) first and last day.

/** `bounds b`'s first and last day as 'YYYY-MM-DD' text, the columns periodSpanOf reads. */
export const spanColumns = sql`to_char(b.first_day, 'YYYY-MM-DD') as first_day,
  to_char(b.today, 'YYYY-MM-DD') as today`;

/** The period an answer covers and its first and last day, from a row with spanColumns. */
export function periodSpanOf(period: StatsPeriod, row: RawRow) {
  return { period, from: String(row.first_day), to: String(row.today) };
}
