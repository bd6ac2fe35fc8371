import { bulkResult, idsRequest } from '../bulk.ts';
import { campaignIdParams } from '../campaigns.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  addCampaignPostRequest,
  addCampaignPostResponse,
  postListRequest,
  postListResponse,
} from '../posts.ts';

/** A campaign's posts: published and suggested. */
export const postEndpoints = defineEndpoints('campaign posts', {
  add: {
    method: 'POST',
    path: '/campaign/{id}/posts',
    access: 'team',
    summary: "Add a published video by URL; it must be on a campaign influencer's channel",
    params: campaignIdParams,
    body: addCampaignPostRequest,
    response: addCampaignPostResponse,
    errors: [404, 429],
  },
  list: {
    method: 'POST',
    path: '/campaign/{id}/posts/list',
    access: 'team',
    summary: 'Posts of the campaign: paging, sort, search, status filter',
    params: campaignIdParams,
    body: postListRequest,
    response: postListResponse,
    errors: [404],
  },
  publish: {
    method: 'POST',
    path: '/campaign/{id}/posts/publish',
    access: 'team',
    summary: 'Accept suggested posts (the influencer moves to Published); per post id',
    params: campaignIdParams,
    body: idsRequest,
    response: bulkResult,
    errors: [404],
  },
  skip: {
    method: 'POST',
    path: '/campaign/{id}/posts/skip',
    access: 'team',
    summary: 'Skip suggested posts; per post id',
    params: campaignIdParams,
    body: idsRequest,
    response: bulkResult,
    errors: [404],
  },
});
