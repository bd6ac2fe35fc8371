import {
  discoveryCreatorDetail,
  discoveryCreatorIdParams,
  discoveryCreatorListRequest,
  discoveryCreatorListResponse,
  discoveryGameDetail,
  discoveryGameIdParams,
  discoveryGameListRequest,
  discoveryGameListResponse,
  discoveryStatus,
  discoveryTermListParams,
  discoveryTermListRequest,
  discoveryTermListResponse,
} from '../discovery.ts';
import { defineEndpoints } from '../endpoint.ts';

/**
 * The discovery service's own endpoints (apps/discovery), at its root: SPEC 7's three plus
 * details and status. Not part of the main API (`endpointAreas`): the service guards every
 * route with its fixed DISCOVERY_TOKEN, so `access` says only "not public" here; the main
 * API's /api/discovery proxies are signed-in (team) routes reusing these schemas.
 */
export const discoveryServiceEndpoints = defineEndpoints('discovery-service', {
  listCreators: {
    method: 'POST',
    path: '/influencer/list',
    access: 'team',
    summary: 'Creators: filters, sort, paging, facet counts',
    body: discoveryCreatorListRequest,
    response: discoveryCreatorListResponse,
  },
  listGames: {
    method: 'POST',
    path: '/game/list',
    access: 'team',
    summary: 'Games: name search, terms, release years, sort, paging',
    body: discoveryGameListRequest,
    response: discoveryGameListResponse,
  },
  listTerms: {
    method: 'POST',
    path: '/game/term/{x}/list',
    access: 'team',
    summary: 'IGDB terms of one kind ({x}: genre, theme, keyword, platform, gameMode, ...)',
    params: discoveryTermListParams,
    body: discoveryTermListRequest,
    response: discoveryTermListResponse,
  },
  game: {
    method: 'GET',
    path: '/game/{id}',
    access: 'team',
    summary: 'A game with its terms and top creators of the last 30 days',
    params: discoveryGameIdParams,
    response: discoveryGameDetail,
    errors: [404],
  },
  creator: {
    method: 'GET',
    path: '/influencer/{id}',
    access: 'team',
    summary: 'A creator with the games played over time',
    params: discoveryCreatorIdParams,
    response: discoveryCreatorDetail,
    errors: [404],
  },
  status: {
    method: 'GET',
    path: '/status',
    access: 'team',
    summary: 'Which sources are on, and how much is indexed',
    response: discoveryStatus,
  },
});
