import { describe, expect, it } from 'vitest';
import { CampaignInfluencerStatus, CampaignType } from './enums.ts';
import { campaignInfluencerStatusLabel } from './labels.ts';

describe('campaign influencer status labels', () => {
  it.each([
    { campaignType: CampaignType.Paid, shortlisted: 'Approved', published: 'Completed' },
    { campaignType: CampaignType.Free, shortlisted: 'Shortlisted', published: 'Published' },
  ])(
    'says $shortlisted and $published in $campaignType campaigns',
    ({ campaignType, shortlisted, published }) => {
      const { Shortlisted, Published } = CampaignInfluencerStatus;
      expect(campaignInfluencerStatusLabel(Shortlisted, campaignType)).toBe(shortlisted);
      expect(campaignInfluencerStatusLabel(Published, campaignType)).toBe(published);
    },
  );

  it('names the other statuses alike in both', () => {
    for (const campaignType of [CampaignType.Paid, CampaignType.Free]) {
      expect(campaignInfluencerStatusLabel(CampaignInfluencerStatus.Pending, campaignType)).toBe(
        'Pending',
      );
      expect(campaignInfluencerStatusLabel(CampaignInfluencerStatus.Paid, campaignType)).toBe(
        'Paid',
      );
    }
  });
});
