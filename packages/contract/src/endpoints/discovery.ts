import type { z } from 'zod';
import {
  discoveryAddRequest,
  discoveryAddResponse,
  discoveryAddToCampaignRequest,
  discoveryAddToListRequest,
  discoverySeedTask,
  discoverySeedTaskParams,
  teamDiscoveryCreatorDetail,
  teamDiscoveryCreatorListResponse,
  teamDiscoveryGameDetail,
} from '../discovery-crm.ts';
import { defineEndpoints, type EndpointDefinition, fileResponse, upload } from '../endpoint.ts';
import { discoveryServiceEndpoints as service } from './discovery-service.ts';

/**
 * One of the discovery service's calls, for the team: the service's method, access and
 * schemas under /discovery, with its own summary, an answer that marks CRM members where
 * `response` says, and 502 when the service does not answer. Derived, so the proxy and the
 * service cannot drift apart.
 */
function proxied<
  E extends EndpointDefinition,
  const O extends { summary: string; response?: z.ZodType },
>(
  endpoint: E,
  own: O,
): Omit<E, 'path' | 'errors' | keyof O> & O & { path: string; errors: number[] } {
  return {
    ...endpoint,
    ...own,
    path: `/discovery${endpoint.path}`,
    errors: [...(endpoint.errors ?? []), 502],
  };
}

/**
 * /discovery for the team (PRODUCT.md "Discovery"): the discovery service's calls behind the
 * user's sign-in (the service's token never reaches the browser), creators marked when the
 * CRM already has them, and the actions that add them to the CRM, a list or a campaign.
 * 502 when the service does not answer.
 */
export const discoveryEndpoints = defineEndpoints('discovery', {
  listCreators: proxied(service.listCreators, {
    summary: 'Discovery creators: filters, sort, paging, facets; CRM members marked',
    response: teamDiscoveryCreatorListResponse,
  }),
  listGames: proxied(service.listGames, {
    summary: 'Discovery games: search, terms, release years, sort, paging',
  }),
  listTerms: proxied(service.listTerms, {
    summary:
      'IGDB terms of a kind (genre, theme, keyword, platform, game mode, perspective, company)',
  }),
  game: proxied(service.game, {
    summary: 'A game with its terms and top creators (CRM members marked)',
    response: teamDiscoveryGameDetail,
  }),
  creator: proxied(service.creator, {
    summary: 'A discovery creator with the games played over time (CRM link if any)',
    response: teamDiscoveryCreatorDetail,
  }),
  status: proxied(service.status, {
    summary: 'Which discovery sources are on, and how much is indexed',
  }),
  addToCrm: {
    method: 'POST',
    path: '/discovery/influencer/add-to-crm',
    access: 'team',
    summary: 'Add creators to the CRM (source Discovery), deduplicated by channel',
    body: discoveryAddRequest,
    response: discoveryAddResponse,
    errors: [502],
  },
  addToList: {
    method: 'POST',
    path: '/discovery/influencer/add-to-list',
    access: 'team',
    summary: 'Add creators to the CRM if needed, then to a list',
    body: discoveryAddToListRequest,
    response: discoveryAddResponse,
    errors: [404, 502],
  },
  addToCampaign: {
    method: 'POST',
    path: '/discovery/influencer/add-to-campaign',
    access: 'team',
    summary: 'Add creators to the CRM if needed, then to a campaign as Pending',
    body: discoveryAddToCampaignRequest,
    response: discoveryAddResponse,
    errors: [404, 502],
  },
  importSeed: {
    method: 'POST',
    path: '/discovery/seed',
    access: 'admin',
    summary: 'Import a licensed dataset of creators and games (NDJSON or CSV) as a resumable task',
    body: upload(),
    response: discoverySeedTask,
    errors: [413],
  },
  seedTask: {
    method: 'GET',
    path: '/discovery/seed/{id}',
    access: 'admin',
    summary: 'A seed import: rows read, rows refused with their reasons',
    params: discoverySeedTaskParams,
    response: discoverySeedTask,
    errors: [404],
  },
  seedRefusedRows: {
    method: 'GET',
    path: '/discovery/seed/{id}/refused',
    access: 'admin',
    summary:
      "A seed import's refused rows as a file of the dataset's format, each with its row number and reason",
    params: discoverySeedTaskParams,
    response: fileResponse('refused-rows.ndjson', 'application/x-ndjson'),
    errors: [404],
  },
  resumeSeedImport: {
    method: 'POST',
    path: '/discovery/seed/{id}/resume',
    access: 'admin',
    summary: 'Resume a stopped seed import from its last committed batch',
    params: discoverySeedTaskParams,
    response: discoverySeedTask,
    errors: [404],
  },
});
