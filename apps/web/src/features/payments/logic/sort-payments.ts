import type { SamplePayment } from './sample/types.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The list's order (SPEC section 9): influencer media name ascending; within one influencer the
 * newest payment first, then by id so the order is total. Returns a new array.
 */
export function sortByInfluencer(payments: readonly SamplePayment[]): SamplePayment[] {
  return [...payments].sort(
    (a, b) =>
      collator.compare(a.influencer.mediaName, b.influencer.mediaName) ||
      b.createdAt.localeCompare(a.createdAt) ||
      a.id.localeCompare(b.id),
  );
}
