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

/**
 * The creator's own words for their status, on the public invite page: never the team's
 * workflow terms ("Shortlisted", "Pending").
 */
export const creatorStatusLabels: Record<CampaignInfluencerStatus, string> = {
  [CampaignInfluencerStatus.Pending]: 'Application received',
  [CampaignInfluencerStatus.Invited]: 'You’re invited',
  [CampaignInfluencerStatus.Shortlisted]: 'You’re in',
  [CampaignInfluencerStatus.Published]: 'Post received',
  [CampaignInfluencerStatus.Rejected]: 'Not selected this time',
  [CampaignInfluencerStatus.Paid]: 'Paid',
};
/** In paid campaigns a received post still waits for the payment. */
export const paidCreatorStatusLabels: Partial<Record<CampaignInfluencerStatus, string>> = {
  [CampaignInfluencerStatus.Published]: 'Post received, payment to follow',
};

export function creatorStatusLabel(
  status: CampaignInfluencerStatus,
  campaignType: CampaignType,
): string {
  return (
    (campaignType === CampaignType.Paid ? paidCreatorStatusLabels[status] : undefined) ??
    creatorStatusLabels[status]
  );
}
