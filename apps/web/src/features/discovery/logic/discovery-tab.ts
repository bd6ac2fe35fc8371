// Which tab of /discovery shows; in the address (`?tab=games`), so a link opens the same tab.

const discoveryTabs = ['creators', 'games'] as const;
export type DiscoveryTab = (typeof discoveryTabs)[number];

export function discoveryTabFrom(params: URLSearchParams): DiscoveryTab {
  return params.get('tab') === 'games' ? 'games' : 'creators';
}
