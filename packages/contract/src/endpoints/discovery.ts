import {
  discoveryCreatorIdParams,
  discoveryCreatorListRequest,
  discoveryGameIdParams,
  discoveryGameListRequest,
  discoveryGameListResponse,
  discoveryStatus,
  discoveryTermListParams,
  discoveryTermListRequest,
  discoveryTermListResponse,
} from '../discovery.ts';
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
import { defineEndpoints, upload } from '../endpoint.ts';

/**
 * /discovery for the team (PRODUCT.md "Discovery"): the discovery service's calls behind the
 * user's sign-in (the service's token never reaches the browser), creators marked when the
 * CRM already has them, and the actions that add them to the CRM, a list or a campaign.
 * 502 when the service does not answer.
 */
export const discoveryEndpoints = defineEndpoints('discovery', {
  listCreators: {
    method: 'POST',
    path: '/discovery/influencer/list',
    access: 'team',
    summary: 'Discovery creators: filters, sort, paging, facets; CRM members marked',
    body: discoveryCreatorListRequest,
    response: teamDiscoveryCreatorListResponse,
    errors: [502],
  },
  listGames: {
    method: 'POST',
    path: '/discovery/game/list',
    access: 'team',
    summary: 'Discovery games: search, terms, release years, sort, paging',
    body: discoveryGameListRequest,
    response: discoveryGameListResponse,
    errors: [502],
  },
  listTerms: {
    method: 'POST',
    path: '/discovery/game/term/{x}/list',
    access: 'team',
    summary:
      'IGDB terms of a kind (genre, theme, keyword, platform, game mode, perspective, company)',
    params: discoveryTermListParams,
    body: discoveryTermListRequest,
    response: discoveryTermListResponse,
    errors: [502],
  },
  game: {
    method: 'GET',
    path: '/discovery/game/{id}',
    access: 'team',
    summary: 'A game with its terms and top creators (CRM members marked)',
    params: discoveryGameIdParams,
    response: teamDiscoveryGameDetail,
    errors: [404, 502],
  },
  creator: {
    method: 'GET',
    path: '/discovery/influencer/{id}',
    access: 'team',
    summary: 'A discovery creator with the games played over time (CRM link if any)',
    params: discoveryCreatorIdParams,
    response: teamDiscoveryCreatorDetail,
    errors: [404, 502],
  },
  status: {
    method: 'GET',
    path: '/discovery/status',
    access: 'team',
    summary: 'Which discovery sources are on, and how much is indexed',
    response: discoveryStatus,
    errors: [502],
  },
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
});
