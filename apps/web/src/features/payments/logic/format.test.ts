import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';
import { formatUsd } from './format-usd.ts';

describe('formatting', () => {
  it('formats USD the en-US way', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(150)).toBe('$150.00');
  });

  it('formats dates in UTC', () => {
    expect(formatDate('2026-03-04T23:30:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDateTime('2026-03-04T23:30:00.000Z')).toMatch(/^Mar 4, 2026, 11:30\sPM UTC$/);
  });
});
