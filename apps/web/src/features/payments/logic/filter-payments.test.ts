import { describe, expect, it } from 'vitest';
import { countByStatus } from './count-by-status.ts';
import {
  EMPTY_PAYMENT_FILTERS,
  filterBySearchAndDates,
  filterPayments,
} from './filter-payments.ts';
import { generateSample } from './sample/generate-sample.ts';
import type { SamplePayment } from './sample/types.ts';

function payment(
  id: string,
  mediaName: string,
  campaignName: string,
  status: SamplePayment['status'],
  createdAt: string,
): SamplePayment {
  return {
    id,
    amount: 100,
    status,
    createdAt,
    paidAt: status === 'paid' ? createdAt : null,
    influencer: { id: `inf-${id}`, avatar: '', mediaName },
    influencerId: `inf-${id}`,
    campaign: { id: `cmp-${id}`, name: campaignName },
    campaignId: `cmp-${id}`,
  };
}

const fixture: SamplePayment[] = [
  payment(
    'PAY-1',
    'PixelPaladin',
    'Hollow Reach — Launch Keys',
    'paid',
    '2026-01-10T08:00:00.000Z',
  ),
  payment(
    'PAY-2',
    'Dungeon Dad',
    'Neon Drift — 1.0 Release',
    'pending',
    '2026-02-01T00:00:00.000Z',
  ),
  payment(
    'PAY-3',
    'LootLlama',
    'Hollow Reach — DLC Reveal',
    'unclaimed',
    '2026-02-28T23:59:59.000Z',
  ),
  payment(
    'PAY-14',
    'Quiet Quests',
    'Ember Keep — Next Fest Demo',
    'pending',
    '2026-03-15T12:00:00.000Z',
  ),
];
const ids = (list: SamplePayment[]) => list.map((p) => p.id);

describe('filterPayments', () => {
  it('with no filter keeps everything in order', () => {
    expect(ids(filterPayments(fixture, EMPTY_PAYMENT_FILTERS))).toEqual([
      'PAY-1',
      'PAY-2',
      'PAY-3',
      'PAY-14',
    ]);
  });

  it('filters by status', () => {
    expect(ids(filterPayments(fixture, { ...EMPTY_PAYMENT_FILTERS, status: 'paid' }))).toEqual([
      'PAY-1',
    ]);
    expect(ids(filterPayments(fixture, { ...EMPTY_PAYMENT_FILTERS, status: 'pending' }))).toEqual([
      'PAY-2',
      'PAY-14',
    ]);
    expect(ids(filterPayments(fixture, { ...EMPTY_PAYMENT_FILTERS, status: 'unclaimed' }))).toEqual(
      ['PAY-3'],
    );
  });

  it('searches media name, campaign name and payment id, case-insensitively and trimmed', () => {
    const search = (query: string) =>
      ids(filterPayments(fixture, { ...EMPTY_PAYMENT_FILTERS, query }));
    expect(search('  dungeon ')).toEqual(['PAY-2']);
    expect(search('hollow reach')).toEqual(['PAY-1', 'PAY-3']);
    expect(search('pay-1')).toEqual(['PAY-1', 'PAY-14']);
    expect(search('PAY-14')).toEqual(['PAY-14']);
    expect(search('no such thing')).toEqual([]);
  });

  it('filters by an inclusive UTC date range on createdAt', () => {
    const range = (from: string, to: string) =>
      ids(filterPayments(fixture, { ...EMPTY_PAYMENT_FILTERS, from, to }));
    expect(range('2026-02-01', '2026-02-28')).toEqual(['PAY-2', 'PAY-3']);
    expect(range('2026-02-02', '')).toEqual(['PAY-3', 'PAY-14']);
    expect(range('', '2026-01-10')).toEqual(['PAY-1']);
    expect(range('2026-03-01', '2026-02-01')).toEqual([]);
  });

  it('combines filters', () => {
    expect(
      ids(
        filterPayments(fixture, {
          status: 'unclaimed',
          query: 'hollow',
          from: '2026-02-01',
          to: '2026-12-31',
        }),
      ),
    ).toEqual(['PAY-3']);
  });

  it('leaves the status out of the base used for tab counts', () => {
    const base = filterBySearchAndDates(fixture, { query: 'hollow', from: '', to: '' });
    expect(countByStatus(base)).toEqual({ all: 2, paid: 1, pending: 0, unclaimed: 1 });
  });

  it('agrees with an independent count on the real sample', () => {
    const { payments } = generateSample();
    const counts = countByStatus(payments);
    expect(counts.all).toBe(200);
    expect(counts.paid + counts.pending + counts.unclaimed).toBe(200);
    for (const status of ['paid', 'pending', 'unclaimed'] as const) {
      const expected = payments.reduce((n, p) => (p.status === status ? n + 1 : n), 0);
      expect(filterPayments(payments, { ...EMPTY_PAYMENT_FILTERS, status })).toHaveLength(expected);
      expect(counts[status]).toBe(expected);
    }
  });
});
