import type { Tx } from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import { releaseReserved, reserveBundles } from '../keys/claims.ts';

// Seams for the keys (redeem codes). PRODUCT.md: approving in a FREE campaign reserves a key
// bundle per platform; reject and remove return reserved (never shown) keys to the pool.
// Both run in the transition's transaction, with the creators' rows locked.

export async function reserveKeysOnApprove(
  tx: Tx,
  campaign: { id: number; type: string },
  influencerIds: readonly number[],
): Promise<void> {
  if (campaign.type !== 'free' || influencerIds.length === 0) return;
  await reserveBundles(tx, await loadCampaign(tx, campaign.id), influencerIds);
}

export async function releaseKeysOnLeave(
  tx: Tx,
  campaignId: number,
  influencerIds: readonly number[],
): Promise<void> {
  await releaseReserved(tx, campaignId, influencerIds);
}
