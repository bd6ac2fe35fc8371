import { describe, expect, it } from 'vitest';
import { captureChartSeries, formatConversion } from './capture-stats.ts';

describe('capture stats', () => {
  it('labels days, or months for a year', () => {
    const series = [
      { from: '2026-03-04', to: '2026-03-05', submissions: 3, mapped: 2, added: 1 },
      { from: '2026-03-05', to: '2026-03-06', submissions: 0, mapped: 0, added: 0 },
    ];
    const days = captureChartSeries(series, 7);
    expect(days.labels).toEqual(['Mar 4', 'Mar 5']);
    expect(days.of('submissions')).toEqual([3, 0]);
    expect(days.of('added')).toEqual([1, 0]);
    expect(
      captureChartSeries(
        [{ ...series[0], from: '2026-03-01T00:00:00.000Z' } as (typeof series)[0]],
        365,
      ).labels,
    ).toEqual(['Mar 26']);
  });

  it('shows conversion as a percentage, a dash without submissions', () => {
    expect(formatConversion(null)).toBe('—');
    expect(formatConversion(0)).toBe('0%');
    expect(formatConversion(0.375)).toBe('38%');
    expect(formatConversion(0.004)).toBe('0.4%');
    expect(formatConversion(1)).toBe('100%');
  });
});
