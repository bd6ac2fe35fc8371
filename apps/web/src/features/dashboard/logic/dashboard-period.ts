import {
  type DashboardBucket,
  type DashboardEngagementPoint,
  type DashboardRequest,
  STATS_PERIODS,
  type StatsPeriod,
} from '@app/contract';
import { chartDateLabel } from '../../../format/chart-date.ts';

// SPEC 9 chart periods (7, 14, 30, 90 days, 1 year). The dashboard keeps its period in the
// address (/?period=90), so a reload or a shared link opens the same figures.

export const DEFAULT_DASHBOARD_PERIOD: StatsPeriod = 30;

/** ?period= as a period the server takes; missing or anything else -> 30 days. */
export function dashboardPeriodFromParam(value: string | null): StatsPeriod {
  if (value === null || value.trim() === '') return DEFAULT_DASHBOARD_PERIOD;
  const days = Number(value);
  return STATS_PERIODS.find((p) => p === days) ?? DEFAULT_DASHBOARD_PERIOD;
}

/** The address for a period: the default leaves the address clean. */
export function dashboardSearchFor(period: StatsPeriod): Record<string, string> {
  return period === DEFAULT_DASHBOARD_PERIOD ? {} : { period: String(period) };
}

/** The body of POST /dashboard for a period. */
export function dashboardRequestFor(period: StatsPeriod): DashboardRequest {
  return { period };
}

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

/**
 * A KPI against the window before it: "+50%", "-25%", "No change"; from 0 to something is
 * "New" (a percentage of nothing means nothing).
 */
export function changeAgainst(current: number, previous: number): Change {
  if (current === previous) return { direction: 'flat', text: 'No change' };
  if (previous === 0) return { direction: 'up', text: 'New' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: current > previous ? 'up' : 'down', text: '±0%' };
  return percent > 0
    ? { direction: 'up', text: `+${percent}%` }
    : { direction: 'down', text: `${percent}%` };
}

/** A chart point's axis label: "Mar 4" for a day, "Mar 26" (month, year) for a month. */
export function pointLabel(point: Pick<DashboardEngagementPoint, 'from'>, bucket: DashboardBucket) {
  return chartDateLabel(point.from, bucket === 'month' ? 'month' : 'day');
}

/** The dates a point covers, for its tooltip: "Mar 4" or "Mar 17 – Mar 31" for a cut month. */
export function pointRange(point: Pick<DashboardEngagementPoint, 'from' | 'to'>) {
  const from = chartDateLabel(point.from, 'day');
  return point.from === point.to ? from : `${from} – ${chartDateLabel(point.to, 'day')}`;
}

/** "5 minutes ago", "yesterday", "3 days ago": recent activity reads in relative time. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
