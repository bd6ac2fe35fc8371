import { describe, expect, it } from 'vitest';
import { generateSample } from './sample/generate-sample.ts';
import type { SamplePayment } from './sample/types.ts';
import { summarizePayments } from './summarize-payments.ts';

describe('summarizePayments', () => {
  it('adds up a known list', () => {
    const [base] = generateSample().payments;
    if (!base) throw new Error('empty sample');
    const list: SamplePayment[] = [
      { ...base, status: 'paid', amount: 1000 },
      { ...base, status: 'paid', amount: 250 },
      { ...base, status: 'pending', amount: 400 },
      { ...base, status: 'unclaimed', amount: 150 },
    ];
    expect(summarizePayments(list)).toEqual({
      count: 4,
      totalPaid: 1250,
      paidCount: 2,
      totalUnpaid: 550,
      unpaidCount: 2,
      pendingCount: 1,
      unclaimedCount: 1,
      averageAmount: 450,
    });
  });

  it('gives zeros for no payments', () => {
    const summary = summarizePayments([]);
    expect(summary.averageAmount).toBe(0);
    expect(summary.totalPaid).toBe(0);
    expect(summary.totalUnpaid).toBe(0);
  });

  it('matches an independent reduce over the whole sample', () => {
    const { payments } = generateSample();
    const summary = summarizePayments(payments);
    const paid = payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amount, 0);
    const unpaid = payments
      .filter((p) => p.status === 'pending' || p.status === 'unclaimed')
      .reduce((s, p) => s + p.amount, 0);
    const all = payments.reduce((s, p) => s + p.amount, 0);
    expect(summary.totalPaid).toBe(paid);
    expect(summary.totalUnpaid).toBe(unpaid);
    expect(summary.totalPaid + summary.totalUnpaid).toBe(all);
    expect(summary.averageAmount).toBeCloseTo(all / 200, 10);
    expect(summary.paidCount + summary.unpaidCount).toBe(200);
    expect(paid).toBeGreaterThan(0);
    expect(unpaid).toBeGreaterThan(0);
  });
});
