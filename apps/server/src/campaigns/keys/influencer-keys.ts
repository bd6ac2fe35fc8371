import type { InfluencerLifecycleHooks } from '../../crm/index.ts';
import { releaseReservedOfInfluencers } from './claims.ts';

/** Keys reserved for deleted creators go back to the pool. */
export const influencerKeys: InfluencerLifecycleHooks = {
  beforeDelete: async (tx, ids) => {
    await releaseReservedOfInfluencers(tx, ids);
  },
};
