import { describe, expect, it } from 'vitest';
import {
  changeAgainst,
  dashboardPeriodFromParam,
  dashboardRequestFor,
  dashboardSearchFor,
  pointLabel,
  pointRange,
  timeAgo,
} from './dashboard-period.ts';

describe('the period in the address and the request', () => {
  it('reads each SPEC period from ?period= and sends it as is', () => {
    for (const period of [7, 14, 30, 90, 365] as const) {
      expect(dashboardPeriodFromParam(String(period))).toBe(period);
      expect(dashboardRequestFor(period)).toEqual({ period });
    }
  });

  it('falls back to 30 days for a missing or foreign value', () => {
    for (const value of [null, '', ' ', '8', '0', '-7', '7.5', 'year', '3650']) {
      expect(dashboardPeriodFromParam(value)).toBe(30);
    }
  });

  it('writes the period to the address, leaving it clean for the default', () => {
    expect(dashboardSearchFor(30)).toEqual({});
    expect(dashboardSearchFor(365)).toEqual({ period: '365' });
    expect(dashboardPeriodFromParam(dashboardSearchFor(90).period ?? null)).toBe(90);
  });
});

describe('changeAgainst', () => {
  it('says how a figure moved against the window before', () => {
    expect(changeAgainst(3, 2)).toEqual({ direction: 'up', text: '+50%' });
    expect(changeAgainst(3, 4)).toEqual({ direction: 'down', text: '-25%' });
    expect(changeAgainst(0, 5)).toEqual({ direction: 'down', text: '-100%' });
    expect(changeAgainst(5, 5)).toEqual({ direction: 'flat', text: 'No change' });
    expect(changeAgainst(0, 0)).toEqual({ direction: 'flat', text: 'No change' });
    expect(changeAgainst(4, 0)).toEqual({ direction: 'up', text: 'New' });
    expect(changeAgainst(1001, 1000)).toEqual({ direction: 'up', text: '±0%' });
  });
});

describe('chart labels', () => {
  it('labels days and months in UTC', () => {
    expect(pointLabel({ from: '2026-03-04' }, 'day')).toBe('Mar 4');
    expect(pointLabel({ from: '2026-03-01' }, 'month')).toBe('Mar 26');
    expect(pointLabel({ from: '2025-12-31' }, 'day')).toBe('Dec 31');
  });

  it('spells the range a point covers', () => {
    expect(pointRange({ from: '2026-03-04', to: '2026-03-04' })).toBe('Mar 4');
    expect(pointRange({ from: '2026-03-17', to: '2026-03-31' })).toBe('Mar 17 – Mar 31');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it('reads recent instants in relative time', () => {
    expect(timeAgo('2026-05-10T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-05-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-05-09T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-05-01T12:00:00Z', now)).toBe('last week');
    expect(timeAgo('2025-05-01T12:00:00Z', now)).toBe('last year');
  });
});
