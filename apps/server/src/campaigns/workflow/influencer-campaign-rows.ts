import type { InfluencerLifecycleHooks } from '../../crm/index.ts';
import { moveCampaignRows, recountInfluencerCampaigns } from './merge.ts';

/** A merged creator's campaign rows move to the target, whose campaign count is redone. */
export const influencerCampaignRows: InfluencerLifecycleHooks = {
  beforeMerge: (tx, { sourceId, targetId }) => moveCampaignRows(tx, sourceId, targetId),
  afterMerge: (tx, { targetId }) => recountInfluencerCampaigns(tx, [targetId]),
};
