import { type CampaignStatsRequest, STATS_PERIODS, type StatsPeriod } from '@app/contract';

import { chartDateLabel } from '../../../format/chart-date.ts';
// SPEC 9: chart periods are 7, 14, 30, 90 days and 1 year. The page keeps the period in the
// address (?period=90) so a shared link opens the same chart.

export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;

/** The ?period= value as a period the server takes; anything else -> the default. */
export function periodFromParam(value: string | null): StatsPeriod {
  const days = Number(value);
  return STATS_PERIODS.find((p) => p === days) ?? DEFAULT_STATS_PERIOD;
}

/** The body of POST /campaign/{id}/stats for a period. */
export function statsRequestFor(period: StatsPeriod): CampaignStatsRequest {
  return { period };
}

export type ChartBucket = { label: string; from: string; days: number };

/**
 * Chart points: one per day up to 90 days; a year is read per month (365 bars say nothing).
 * `dates` are the server's UTC days (YYYY-MM-DD), oldest first.
 */
export function bucketDates(dates: readonly string[], period: StatsPeriod): string[][] {
  if (period !== 365) return dates.map((d) => [d]);
  const months = new Map<string, string[]>();
  for (const date of dates) {
    const key = date.slice(0, 7);
    const list = months.get(key);
    if (list) list.push(date);
    else months.set(key, [date]);
  }
  return [...months.values()];
}

/** "Mar 4" for a day, "Mar 26" (month and year) for a month of a one-year chart. */
export function bucketLabel(firstDate: string, period: StatsPeriod): string {
  return chartDateLabel(firstDate, period === 365 ? 'month' : 'day');
}
