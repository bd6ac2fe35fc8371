import {
  type CampaignPageSlots,
  CampaignViewPage,
} from '../../features/campaigns/pages/campaign-view-page.tsx';
import { EmailTemplatesTab } from '../../features/email-templates/index.ts';
import { CapturesTab, SettingsLiveCapture } from '../../features/live-capture/index.ts';
import { RedeemCodesTab } from '../../features/redeem-codes/index.ts';

// These features use campaigns, so the campaign page gets their tabs from here.
const slots: CampaignPageSlots = {
  RedeemCodesTab,
  EmailTemplatesTab,
  CapturesTab,
  LiveCaptureSettings: SettingsLiveCapture,
};

/** /campaigns/:id/view with the tabs of redeem codes, email templates and live capture. */
export function CampaignViewRoute() {
  return <CampaignViewPage slots={slots} />;
}
