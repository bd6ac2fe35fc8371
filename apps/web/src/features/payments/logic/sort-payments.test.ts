import { describe, expect, it } from 'vitest';
import { generateSample } from './sample/generate-sample.ts';
import { sortByInfluencer } from './sort-payments.ts';

describe('sortByInfluencer', () => {
  const { payments } = generateSample();
  const sorted = sortByInfluencer(payments);

  it('orders by influencer media name ascending, case-insensitively', () => {
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]?.influencer.mediaName.toLowerCase() ?? '';
      const current = sorted[i]?.influencer.mediaName.toLowerCase() ?? '';
      expect(previous.localeCompare(current, 'en')).toBeLessThanOrEqual(0);
    }
  });

  it('keeps every payment and does not touch its input', () => {
    const before = payments.map((p) => p.id);
    expect(sorted).toHaveLength(payments.length);
    expect(new Set(sorted.map((p) => p.id))).toEqual(new Set(before));
    expect(payments.map((p) => p.id)).toEqual(before);
    expect(sorted.map((p) => p.id)).not.toEqual(before);
  });

  it('breaks ties newest first', () => {
    for (let i = 1; i < sorted.length; i += 1) {
      const a = sorted[i - 1];
      const b = sorted[i];
      if (a && b && a.influencerId === b.influencerId) {
        expect(a.createdAt >= b.createdAt).toBe(true);
      }
    }
  });

  it('sorts a known list', () => {
    const [base] = payments;
    if (!base) throw new Error('empty sample');
    const named = ['zeta', 'Alpha', 'beta', 'Gamma'].map((mediaName, i) => ({
      ...base,
      id: `P${i}`,
      influencer: { ...base.influencer, mediaName },
    }));
    expect(sortByInfluencer(named).map((p) => p.influencer.mediaName)).toEqual([
      'Alpha',
      'beta',
      'Gamma',
      'zeta',
    ]);
  });
});
