import type { ProfileTab } from './profile-tabs.ts';

export const influencersHref = '/influencers';

export function influencerHref(id: number, tab?: ProfileTab): string {
  return tab && tab !== 'channels' ? `/influencers/${id}?tab=${tab}` : `/influencers/${id}`;
}
