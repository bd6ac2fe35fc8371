import {
  InfluencerProfilePage,
  type InfluencerProfileSlots,
} from '../../features/influencers/pages/influencer-profile-page.tsx';
import { InfluencerMailingsTab } from '../../features/mailings/index.ts';

// Mailings uses influencers, so the profile page gets its Mailings tab from here.
const slots: InfluencerProfileSlots = { MailingsTab: InfluencerMailingsTab };

/** /influencers/:id with the Mailings tab. */
export function InfluencerProfileRoute() {
  return <InfluencerProfilePage slots={slots} />;
}
