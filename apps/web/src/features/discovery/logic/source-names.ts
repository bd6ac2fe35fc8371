import type { DiscoverySource } from '@app/contract';

/** The sources as people know them (names, not translated). */
export const sourceNames: Record<DiscoverySource, string> = {
  igdb: 'IGDB',
  twitch: 'Twitch',
  youtube: 'YouTube',
  seed: 'Seed import',
};

/** The provider sources that are off; the seed import is a task, never "off". */
export function sourcesOff(
  sources: readonly { source: DiscoverySource; enabled: boolean }[],
): DiscoverySource[] {
  return sources.filter((s) => !s.enabled && s.source !== 'seed').map((s) => s.source);
}
