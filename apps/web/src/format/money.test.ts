import { describe, expect, it } from 'vitest';
import {
  costPerThousandViews,
  formatDeal,
  formatMoney,
  formatMoneyCompact,
  parseMoney,
} from './money.ts';

describe('money', () => {
  it('formats dollars with cents', () => {
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('—');
  });

  it('drops cents from whole deals only', () => {
    expect(formatDeal(1250)).toBe('$1,250');
    expect(formatDeal(12.5)).toBe('$12.50');
    expect(formatDeal(undefined)).toBe('—');
  });

  it('shortens large amounts on cards', () => {
    expect(formatMoneyCompact(12_500)).toBe('$12.5K');
    expect(formatMoneyCompact(2_000_000)).toBe('$2M');
    expect(formatMoneyCompact(950)).toBe('$950');
  });

  it('computes cost per 1,000 views, and nothing without views', () => {
    expect(costPerThousandViews(500, 250_000)).toBe(2);
    expect(costPerThousandViews(500, 0)).toBeNull();
    expect(costPerThousandViews(Number.NaN, 10)).toBeNull();
  });

  it('reads typed amounts', () => {
    expect(parseMoney(' $1,250.5 ')).toBe(1250.5);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12.345')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
  });
});
