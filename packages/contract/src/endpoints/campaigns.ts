import { bulkResult, idsRequest } from '../bulk.ts';
import { campaignStatsRequest, campaignStatsResponse } from '../campaign-stats.ts';
import {
  addCampaignCreatorsToListsRequest,
  addCampaignCreatorsToListsResponse,
  campaign,
  campaignIdParams,
  campaignListRequest,
  campaignListResponse,
  campaignUserListRequest,
  campaignUserListResponse,
  createCampaignRequest,
  updateCampaignRequest,
} from '../campaigns.ts';
import { defineEndpoints, upload } from '../endpoint.ts';
import { uploadResponse } from '../files.ts';

/** Campaigns: list, create/edit, delete, lists, uploads; and the Statistics tab. */
export const campaignEndpoints = {
  ...defineEndpoints('campaigns', {
    list: {
      method: 'POST',
      path: '/campaign/list',
      access: 'team',
      summary: 'Campaigns: paging, sort, search, filters (isLiveCapture, status, type, ...)',
      body: campaignListRequest,
      response: campaignListResponse,
    },
    userList: {
      method: 'POST',
      path: '/campaign/user/list',
      access: 'team',
      summary: 'Team users who created campaigns (the "created by" filter)',
      body: campaignUserListRequest,
      response: campaignUserListResponse,
    },
    create: {
      method: 'POST',
      path: '/campaign',
      access: 'team',
      summary: 'Create a campaign (the wizard)',
      body: createCampaignRequest,
      response: campaign,
    },
    get: {
      method: 'GET',
      path: '/campaign/{id}',
      access: 'team',
      summary: 'A campaign with its workflow numbers',
      params: campaignIdParams,
      response: campaign,
      errors: [404],
    },
    update: {
      method: 'PUT',
      path: '/campaign/{id}',
      access: 'team',
      summary: 'Edit a campaign (only the fields sent)',
      params: campaignIdParams,
      body: updateCampaignRequest,
      partial: true,
      response: campaign,
      errors: [404],
    },
    /** Per campaign id; a call naming another's campaign (Manager) deletes nothing. */
    delete: {
      method: 'POST',
      path: '/campaign/delete',
      access: 'team',
      summary: 'Delete campaigns (Admin: any; Manager: only their own, else 403)',
      body: idsRequest,
      response: bulkResult,
    },
    lists: {
      method: 'POST',
      path: '/campaign/lists',
      access: 'team',
      summary: "Add the campaigns' influencers (ids: campaign ids) to lists (listIds)",
      body: addCampaignCreatorsToListsRequest,
      response: addCampaignCreatorsToListsResponse,
    },
    uploadImage: {
      method: 'POST',
      path: '/campaign/upload-image',
      access: 'team',
      summary: 'Upload an image (multipart `file`: jpeg, png, gif by content)',
      body: upload(),
      response: uploadResponse,
    },
    uploadFile: {
      method: 'POST',
      path: '/campaign/upload-file',
      access: 'team',
      summary: 'Upload a brief or instructions file (multipart `file`: PDF or an image)',
      body: upload(),
      response: uploadResponse,
    },
  }),
  ...defineEndpoints('campaign statistics', {
    stats: {
      method: 'POST',
      path: '/campaign/{id}/stats',
      access: 'team',
      summary: 'Statistics over 7, 14, 30, 90 or 365 days: per day and totals',
      params: campaignIdParams,
      body: campaignStatsRequest,
      response: campaignStatsResponse,
      errors: [404],
    },
  }),
};
