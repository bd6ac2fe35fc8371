import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDay,
  formatFull,
  formatTotal,
  hasAudienceNumbers,
  parseCount,
} from './format.ts';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [15_500, '15.5K'],
    [999_999, '1M'],
    [1_250_000, '1.3M'],
    [2_000_000_000, '2B'],
  ])('%d -> %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });

  it('shows a dash for unknown counts, never 0', () => {
    expect(formatCompact(null)).toBe('—');
    expect(formatCompact(undefined)).toBe('—');
    expect(formatCompact(Number.NaN)).toBe('—');
  });
});

describe('formatFull and formatDay', () => {
  it('groups thousands', () => {
    expect(formatFull(1234567)).toBe('1,234,567');
    expect(formatFull(null)).toBe('—');
  });
  it('formats days and refuses junk', () => {
    expect(formatDay('2026-03-04T12:00:00Z')).toMatch(/Mar [45], 2026/);
    expect(formatDay('nope')).toBe('—');
    expect(formatDay(null)).toBe('—');
  });
});

describe('parseCount', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['250', 250],
    ['10,000', 10_000],
    ['12k', 12_000],
    ['1.5M', 1_500_000],
    [' 2 k ', 2_000],
  ])('%j -> %j', (text, value) => {
    expect(parseCount(text)).toBe(value);
  });
  it.each(['abc', '-5', '1.2.3', '5x', '1e5'])('rejects %j', (text) => {
    expect(parseCount(text)).toBeUndefined();
  });
});

describe('hasAudienceNumbers', () => {
  it('is true once any channel has a number, even 0', () => {
    expect(hasAudienceNumbers([])).toBe(false);
    expect(hasAudienceNumbers([{ subscribers: null }, { subscribers: null }])).toBe(false);
    expect(hasAudienceNumbers([{ subscribers: null }, { subscribers: 0 }])).toBe(true);
  });
});

describe('formatTotal', () => {
  it('marks a capped count with a plus', () => {
    expect(formatTotal(1234, false)).toBe('1,234');
    expect(formatTotal(10_000, true)).toBe('10,000+');
    expect(formatTotal(0, false)).toBe('0');
  });
});
