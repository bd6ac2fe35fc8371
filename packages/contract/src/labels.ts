import {
  CampaignInfluencerStatus,
  CampaignType,
  freeCampaignInfluencerStatusLabel,
} from './enums.ts';

/** Paid campaigns call Shortlisted "Approved" and Published "Completed" (SPEC 4). */
export function campaignInfluencerStatusLabel(
  status: CampaignInfluencerStatus,
  campaignType: CampaignType,
): string {
  if (campaignType === CampaignType.Paid) {
    if (status === CampaignInfluencerStatus.Shortlisted) return 'Approved';
    if (status === CampaignInfluencerStatus.Published) return 'Completed';
  }
  return freeCampaignInfluencerStatusLabel[status];
}
