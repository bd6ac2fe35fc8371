import type { EmailStatsTotals } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { emailRate, formatPercent, percentOf } from './email-rates.ts';

const totals = (over: Partial<EmailStatsTotals> = {}): EmailStatsTotals => ({
  sent: 200,
  queued: 10,
  delivered: 180,
  opened: 90,
  clicked: 27,
  error: 6,
  bounced: 4,
  not_opened: 90,
  ...over,
});

describe('email rates', () => {
  it('delivered, error and bounced are shares of sent', () => {
    expect(emailRate(totals(), 'delivered')).toBe(90);
    expect(emailRate(totals(), 'error')).toBe(3);
    expect(emailRate(totals(), 'bounced')).toBe(2);
  });

  it('opened, clicked and not opened are shares of delivered', () => {
    expect(emailRate(totals(), 'opened')).toBe(50);
    expect(emailRate(totals(), 'clicked')).toBe(15);
    expect(emailRate(totals(), 'not_opened')).toBe(50);
  });

  it('sent has no rate, and nothing delivered yet gives no rate rather than 0% or NaN', () => {
    expect(emailRate(totals(), 'sent')).toBeNull();
    const fresh = totals({
      sent: 3,
      queued: 3,
      delivered: 0,
      opened: 0,
      clicked: 0,
      not_opened: 0,
      error: 0,
      bounced: 0,
    });
    expect(emailRate(fresh, 'opened')).toBeNull();
    expect(emailRate(fresh, 'delivered')).toBe(0);
  });

  it('rounds to one decimal and never leaves 0-100', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 4)).toBe(100);
    expect(percentOf(-1, 4)).toBe(0);
    expect(percentOf(1, 0)).toBeNull();
  });

  it('formats whole and fractional percentages', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(null)).toBe('—');
  });
});
