import { PaymentStatus } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateSample, SAMPLE_REFERENCE_DATE, SAMPLE_SEED } from './generate-sample.ts';

const sample = generateSample();
const referenceMs = Date.parse(SAMPLE_REFERENCE_DATE);
const YEAR_MS = 365 * 86_400_000;

describe('generateSample', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the counts of SPEC section 9', () => {
    expect(sample.payments).toHaveLength(200);
    expect(sample.recipients).toHaveLength(50);
    expect(sample.influencers).toHaveLength(50);
    expect(sample.campaigns).toHaveLength(30);
    expect(sample.products).toHaveLength(10);
  });

  it('is deterministic: two generations are deep-equal, whatever the clock says', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    const first = generateSample();
    vi.setSystemTime(new Date('2031-07-15T00:00:00Z'));
    const second = generateSample();
    expect(second).toEqual(first);
    expect(generateSample(SAMPLE_SEED)).toEqual(sample);
  });

  it('depends on the seed', () => {
    expect(generateSample(SAMPLE_SEED + 1).payments).not.toEqual(sample.payments);
  });

  it('has unique ids in every collection', () => {
    for (const list of [
      sample.payments,
      sample.recipients,
      sample.influencers,
      sample.campaigns,
      sample.products,
    ]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
  });

  it('sets paidAt if and only if the status is paid', () => {
    for (const p of sample.payments) {
      expect(p.paidAt === null).toBe(p.status !== PaymentStatus.Paid);
      if (p.paidAt !== null)
        expect(Date.parse(p.paidAt)).toBeGreaterThanOrEqual(Date.parse(p.createdAt));
    }
  });

  it('uses every status, USD amounts from 150 to 5,000, dates within the year before the reference', () => {
    const statuses = new Set(sample.payments.map((p) => p.status));
    expect([...statuses].sort()).toEqual(Object.values(PaymentStatus).sort());
    for (const p of sample.payments) {
      expect(p.amount).toBeGreaterThanOrEqual(150);
      expect(p.amount).toBeLessThanOrEqual(5000);
      const created = Date.parse(p.createdAt);
      expect(created).toBeLessThanOrEqual(referenceMs);
      expect(created).toBeGreaterThan(referenceMs - YEAR_MS);
      if (p.paidAt !== null) expect(Date.parse(p.paidAt)).toBeLessThanOrEqual(referenceMs);
    }
  });

  it('points every payment at an existing influencer and campaign, with matching copies', () => {
    const influencers = new Map(sample.influencers.map((i) => [i.id, i]));
    const campaigns = new Map(sample.campaigns.map((c) => [c.id, c]));
    for (const p of sample.payments) {
      const influencer = influencers.get(p.influencerId);
      const campaign = campaigns.get(p.campaignId);
      expect(influencer).toBeDefined();
      expect(campaign).toBeDefined();
      expect(p.influencer).toEqual({
        id: influencer?.id,
        avatar: influencer?.avatar,
        mediaName: influencer?.mediaName,
      });
      expect(p.campaign).toEqual({ id: campaign?.id, name: campaign?.name });
    }
  });

  it('points every recipient at an existing influencer, one recipient each, type card', () => {
    const influencerIds = new Set(sample.influencers.map((i) => i.id));
    for (const r of sample.recipients) {
      expect(influencerIds.has(r.influencerId)).toBe(true);
      expect(r.type).toBe('card');
      expect(r.accountNumber).toMatch(/^\d{10,12}$/);
      expect(r.routingNumber).toMatch(/^\d{9}$/);
      expect(r.email).toMatch(/^[a-z.]+@[a-z.]+$/);
    }
    expect(new Set(sample.recipients.map((r) => r.influencerId)).size).toBe(50);
  });

  it('points every campaign at an existing product, and never links to a remote image', () => {
    const productIds = new Set(sample.products.map((p) => p.id));
    for (const c of sample.campaigns) expect(productIds.has(c.productId)).toBe(true);
    for (const item of [...sample.influencers, ...sample.products]) {
      expect(item.avatar.startsWith('data:image/svg+xml')).toBe(true);
    }
  });
});
