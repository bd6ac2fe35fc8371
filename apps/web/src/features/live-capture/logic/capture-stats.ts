import type { LeadMagnetStatsResponse, StatsPeriod } from '@app/contract';
import { chartDateLabel } from '../../../format/chart-date.ts';

// GET /lead-magnet/stats answers its series already bucketed (per UTC day up to 90 days, per
// month for a year): the chart only labels them.

export type CaptureFigure = 'submissions' | 'mapped' | 'added';

export function captureChartSeries(series: LeadMagnetStatsResponse['series'], period: StatsPeriod) {
  const unit = period === 365 ? 'month' : 'day';
  return {
    labels: series.map((b) => chartDateLabel(b.from.slice(0, 10), unit)),
    of: (figure: CaptureFigure) => series.map((b) => b[figure]),
  };
}

/** "38%" for 0.38; "—" without submissions. */
export function formatConversion(conversion: number | null): string {
  if (conversion === null) return '—';
  const percent = conversion * 100;
  return `${percent > 0 && percent < 1 ? percent.toFixed(1) : Math.round(percent)}%`;
}
