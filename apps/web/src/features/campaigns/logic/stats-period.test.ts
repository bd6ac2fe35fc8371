import { describe, expect, it } from 'vitest';
import { bucketDates, bucketLabel, periodFromParam, statsRequestFor } from './stats-period.ts';

describe('period -> request', () => {
  it.each([
    ['7', 7],
    ['14', 14],
    ['30', 30],
    ['90', 90],
    ['365', 365],
  ])('?period=%s asks the server for %d days', (param, days) => {
    expect(statsRequestFor(periodFromParam(param))).toEqual({ period: days });
  });

  it('falls back to 30 days for a missing or foreign value', () => {
    expect(periodFromParam(null)).toBe(30);
    expect(periodFromParam('1')).toBe(30);
    expect(periodFromParam('abc')).toBe(30);
    expect(periodFromParam('')).toBe(30);
  });
});

describe('chart buckets', () => {
  const days = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'];

  it('keeps one point per day up to 90 days', () => {
    expect(bucketDates(days, 90)).toEqual(days.map((d) => [d]));
  });

  it('groups a year by month', () => {
    expect(bucketDates(days, 365)).toEqual([
      ['2026-01-30', '2026-01-31'],
      ['2026-02-01', '2026-02-02'],
    ]);
  });

  it('labels days and months in UTC', () => {
    expect(bucketLabel('2026-03-04', 7)).toBe('Mar 4');
    expect(bucketLabel('2026-03-01', 365)).toBe('Mar 26');
  });
});
