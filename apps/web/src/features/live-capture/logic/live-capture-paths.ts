import { campaignHref } from '../../campaigns/index.ts';

/** Campaign settings > Live Capture Settings, where the lead magnet is edited. */
export function liveCaptureSettingsHref(campaignId: number): string {
  return `${campaignHref(campaignId, 'settings')}&section=live-capture`;
}
