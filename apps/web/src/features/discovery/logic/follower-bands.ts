import type { DISCOVERY_FOLLOWER_BANDS } from '@app/contract';
import type { CountRange } from './creator-search.ts';

export type FollowerBand = (typeof DISCOVERY_FOLLOWER_BANDS)[number];

/** A band is [min, max); the filter's range is closed, so its top is one below the band's. */
export function bandRange(band: Pick<FollowerBand, 'min' | 'max'>): CountRange {
  return { min: band.min || undefined, max: band.max === null ? undefined : band.max - 1 };
}

export function isBandChosen(range: CountRange, band: Pick<FollowerBand, 'min' | 'max'>): boolean {
  const wanted = bandRange(band);
  return (range.min ?? 0) === (wanted.min ?? 0) && range.max === wanted.max;
}
