import { describe, expect, it } from 'vitest';
import { CampaignInfluencerStatus, CampaignType } from './enums.ts';
import { campaignInfluencerStatusLabel } from './labels.ts';

describe('campaign influencer status labels', () => {
  it('says Approved and Completed in paid campaigns', () => {
    const paid = CampaignType.Paid;
    expect(campaignInfluencerStatusLabel(CampaignInfluencerStatus.Shortlisted, paid)).toBe(
      'Approved',
    );
    expect(campaignInfluencerStatusLabel(CampaignInfluencerStatus.Published, paid)).toBe(
      'Completed',
    );
  });

  it('says Shortlisted and Published in free campaigns', () => {
    const free = CampaignType.Free;
    expect(campaignInfluencerStatusLabel(CampaignInfluencerStatus.Shortlisted, free)).toBe(
      'Shortlisted',
    );
    expect(campaignInfluencerStatusLabel(CampaignInfluencerStatus.Published, free)).toBe(
      'Published',
    );
  });
});
