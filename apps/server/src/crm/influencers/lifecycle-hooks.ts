import type { Tx } from '../../platform/index.ts';

/** The two influencers of a merge: the source's rows move to the target, then it is deleted. */
export type InfluencerMerge = { sourceId: number; targetId: number };

/**
 * What a higher area does, in the same transaction, when influencers are deleted or merged.
 * The CRM knows nothing of campaigns or keys: the areas that keep rows of an influencer
 * register here at start (their manifest's listeners), so nothing in the CRM calls upward.
 */
export type InfluencerLifecycleHooks = {
  /** Before the influencers' rows are deleted. */
  beforeDelete?(tx: Tx, ids: readonly number[]): Promise<void>;
  /** Before the merged target is written: move the source's rows to the target. */
  beforeMerge?(tx: Tx, merge: InfluencerMerge): Promise<void>;
  /** After the source is deleted: recount what the target now holds. */
  afterMerge?(tx: Tx, merge: InfluencerMerge): Promise<void>;
};

const registered = new Set<InfluencerLifecycleHooks>();

/** Registers `hooks`; the same object twice is kept once. */
export function onInfluencerLifecycle(hooks: InfluencerLifecycleHooks): void {
  registered.add(hooks);
}

export async function influencersDeleting(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const hooks of registered) await hooks.beforeDelete?.(tx, ids);
}

export async function influencersMerging(tx: Tx, merge: InfluencerMerge): Promise<void> {
  for (const hooks of registered) await hooks.beforeMerge?.(tx, merge);
}

export async function influencersMerged(tx: Tx, merge: InfluencerMerge): Promise<void> {
  for (const hooks of registered) await hooks.afterMerge?.(tx, merge);
}
