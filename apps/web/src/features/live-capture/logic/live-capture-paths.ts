import { campaignHref } from '../../campaigns/logic/campaign-paths.ts';

/** Campaign settings > Live Capture Settings, where the lead magnet is edited. */
export function liveCaptureSettingsHref(campaignId: number): string {
  return `${campaignHref(campaignId, 'settings')}&section=live-capture`;
}
