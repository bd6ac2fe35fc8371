import type { Tx } from '../../db/open-database.ts';

// Seams for the keys issue (redeem codes). PRODUCT.md: approving in a FREE campaign
// reserves a key bundle per platform; reject and remove return reserved keys to the pool.
// Until redeem codes exist there is nothing to reserve: these run in the transition's
// transaction so the keys issue can fill them without touching the workflow.

export async function reserveKeysOnApprove(
  _tx: Tx,
  _campaign: { id: number; type: string },
  _influencerIds: readonly number[],
): Promise<void> {}

export async function releaseKeysOnLeave(
  _tx: Tx,
  _campaignId: number,
  _influencerIds: readonly number[],
): Promise<void> {}
