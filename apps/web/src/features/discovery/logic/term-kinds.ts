import type { DiscoveryTermKind } from '@app/contract';

/** IGDB's term kinds as the screens name them (English source strings, shown through t()). */
export const termKindOptions: readonly { value: DiscoveryTermKind; label: string }[] = [
  { value: 'genre', label: 'Genre' },
  { value: 'theme', label: 'Theme' },
  { value: 'keyword', label: 'Keyword' },
  { value: 'platform', label: 'Platform' },
  { value: 'gameMode', label: 'Game mode' },
  { value: 'perspective', label: 'Perspective' },
  { value: 'company', label: 'Company' },
];

export function termKindLabel(kind: DiscoveryTermKind): string {
  return termKindOptions.find((o) => o.value === kind)?.label ?? kind;
}
