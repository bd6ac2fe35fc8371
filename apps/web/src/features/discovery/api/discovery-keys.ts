import type {
  DiscoveryCreatorListRequest,
  DiscoveryGameListRequest,
  DiscoveryTermKind,
  DiscoveryTermListRequest,
} from '@app/contract';

/**
 * Discovery's query keys. Kept in the feature while api/query-keys.ts is being edited by
 * another change; everything under `discovery` is refreshed together after an add.
 */
export const discoveryKeys = {
  all: ['discovery'] as const,
  status: ['discovery', 'status'] as const,
  creators: (body: DiscoveryCreatorListRequest) => ['discovery', 'creators', body] as const,
  creator: (id: number) => ['discovery', 'creator', id] as const,
  games: (body: DiscoveryGameListRequest) => ['discovery', 'games', body] as const,
  game: (id: number) => ['discovery', 'game', id] as const,
  /** Saved searches (table views of a discovery kind): not under `all`, an add keeps them. */
  savedSearches: (kind: string) => ['discovery-saved-searches', kind] as const,
  terms: (kind: DiscoveryTermKind, body: DiscoveryTermListRequest) =>
    ['discovery', 'terms', kind, body] as const,
};
