// Where campaign screens live; the view's tab is in the address (?tab=workflow).

export const campaignTabs = [
  'workflow',
  'statistics',
  'settings',
  'redeem-codes',
  'email-templates',
  'captures',
] as const;
export type CampaignTab = (typeof campaignTabs)[number];

export const settingsSubTabs = ['general', 'integrations', 'live-capture', 'ads'] as const;
export type CampaignSettingsTab = (typeof settingsSubTabs)[number];

export function campaignHref(id: number, tab?: CampaignTab): string {
  return tab && tab !== 'workflow' ? `/campaigns/${id}/view?tab=${tab}` : `/campaigns/${id}/view`;
}

export function isCampaignTab(value: unknown): value is CampaignTab {
  return typeof value === 'string' && (campaignTabs as readonly string[]).includes(value);
}

export function isSettingsSubTab(value: unknown): value is CampaignSettingsTab {
  return typeof value === 'string' && (settingsSubTabs as readonly string[]).includes(value);
}
