/** SPEC 2: the influencer profile's six tabs, in order; the value is what ?tab= holds. */
export const profileTabs = [
  { value: 'channels', label: 'Channels' },
  { value: 'email', label: 'Email' },
  { value: 'notes', label: 'Notes' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'payments', label: 'Payments' },
  { value: 'mailings', label: 'Mailings' },
] as const;

export type ProfileTab = (typeof profileTabs)[number]['value'];

/** Unknown or missing ?tab= opens Channels. */
export function profileTabFrom(value: string | null): ProfileTab {
  return profileTabs.find((tab) => tab.value === value)?.value ?? 'channels';
}
