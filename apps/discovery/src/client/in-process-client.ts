import {
  discoveryCreatorIdParams,
  discoveryCreatorListRequest,
  discoveryGameIdParams,
  discoveryGameListRequest,
  discoveryTermListParams,
  discoveryTermListRequest,
} from '@app/contract';
import type { DiscoveryDb } from '../db/database.ts';
import { creatorDetail } from '../search/creator-detail.ts';
import { type DiscoverySourceSettings, discoveryStatus } from '../search/discovery-status.ts';
import { gameDetail } from '../search/game-detail.ts';
import { listCreators } from '../search/list-creators.ts';
import { listGames } from '../search/list-games.ts';
import { listTerms } from '../search/list-terms.ts';
import type { DiscoveryClient } from './discovery-client.ts';
import { parseInput } from './validation-error.ts';

/**
 * The service as direct calls on a database: what the HTTP routes run, and what the main
 * server uses in-process (DISCOVERY_URL unset) with its own db, PGlite or PostgreSQL. Input
 * goes through the same contract schemas as over HTTP, so both modes refuse alike.
 */
export function createInProcessDiscoveryClient(
  db: DiscoveryDb,
  sources: DiscoverySourceSettings = {},
): DiscoveryClient {
  // Every method is async, so bad input rejects (as over HTTP) rather than throwing.
  return {
    listCreators: async (request) =>
      listCreators(db, parseInput(discoveryCreatorListRequest, request)),
    listGames: async (request) => listGames(db, parseInput(discoveryGameListRequest, request)),
    listTerms: async (kind, request) => {
      const { x } = parseInput(discoveryTermListParams, { x: kind });
      return listTerms(db, x, parseInput(discoveryTermListRequest, request));
    },
    game: async (id) => gameDetail(db, parseInput(discoveryGameIdParams, { id }).id),
    creator: async (id) => creatorDetail(db, parseInput(discoveryCreatorIdParams, { id }).id),
    status: async () => discoveryStatus(db, sources),
  };
}
