import { bulkResult, idsRequest, mergeRequest } from '../bulk.ts';
import {
  addChannelRequest,
  channel,
  channelPost,
  channelPostParams,
  influencerChannelParams,
  refreshChannelsResponse,
} from '../channels.ts';
import { defineEndpoints, fileResponse, upload } from '../endpoint.ts';
import {
  createInfluencerRequest,
  exportInfluencersRequest,
  INFLUENCER_EXPORT_FILE,
  INFLUENCER_IMPORT_TEMPLATE_FILE,
  importInfluencersResponse,
  influencerCampaignsResponse,
  influencerDetail,
  influencerIdParams,
  influencerListRequest,
  influencerListResponse,
  migrateInfluencerResponse,
  updateInfluencerRequest,
} from '../influencers.ts';
import { addToListsRequest, addToListsResponse, mergeListsResponse } from '../lists.ts';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Influencers: the list, one creator, channels, import and export. Admins and Managers. */
const influencers = defineEndpoints('influencers', {
  list: {
    method: 'POST',
    path: '/influencer/list',
    access: 'team',
    summary: 'Influencers: paging, sort on every column, search (names, email, channels), filters',
    body: influencerListRequest,
    response: influencerListResponse,
  },
  create: {
    method: 'POST',
    path: '/influencer',
    access: 'team',
    summary: 'Add an influencer from a YouTube or Twitch channel link',
    body: createInfluencerRequest,
    response: influencerDetail,
    errors: [409],
  },
  migrate: {
    method: 'POST',
    path: '/influencer/migrate',
    access: 'team',
    summary: 'Merge influencer id into targetId: channels, notes, lists move; id is deleted',
    body: mergeRequest,
    response: migrateInfluencerResponse,
    errors: [404],
  },
  import: {
    method: 'POST',
    path: '/influencer/import',
    access: 'team',
    summary: 'Import an .xlsx file (multipart field `file`); answers the import task',
    body: upload(),
    response: importInfluencersResponse,
  },
  importTemplate: {
    method: 'GET',
    path: '/influencer/import/template',
    access: 'team',
    summary: `The import template, ${INFLUENCER_IMPORT_TEMPLATE_FILE}`,
    response: fileResponse(INFLUENCER_IMPORT_TEMPLATE_FILE, XLSX_CONTENT_TYPE),
  },
  export: {
    method: 'POST',
    path: '/influencer/export',
    access: 'team',
    summary: `The list's matching influencers (or ids) as ${INFLUENCER_EXPORT_FILE}, streamed`,
    body: exportInfluencersRequest,
    response: fileResponse(INFLUENCER_EXPORT_FILE, XLSX_CONTENT_TYPE),
  },
  delete: {
    method: 'POST',
    path: '/influencer/delete',
    access: 'team',
    summary: 'Delete influencers with their channels',
    body: idsRequest,
    response: bulkResult,
  },
  externalPost: {
    method: 'GET',
    path: '/influencer/external/channel/{type}/{postId}/post',
    access: 'team',
    summary: 'A post (video) by platform (1 YouTube, 2 Twitch) and its id on the platform',
    params: channelPostParams,
    response: channelPost,
    errors: [404, 429],
  },
  get: {
    method: 'GET',
    path: '/influencer/{id}',
    access: 'team',
    summary: 'An influencer with channels and lists',
    params: influencerIdParams,
    response: influencerDetail,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/influencer/{id}',
    access: 'team',
    summary: 'Edit an influencer (only the fields sent); listIds replaces the lists',
    params: influencerIdParams,
    body: updateInfluencerRequest,
    partial: true,
    response: influencerDetail,
    errors: [404],
  },
  campaigns: {
    method: 'GET',
    path: '/influencer/{id}/campaigns',
    access: 'team',
    summary: "The influencer's campaigns (empty until campaigns land, issue 4)",
    params: influencerIdParams,
    response: influencerCampaignsResponse,
    errors: [404],
  },
  addChannel: {
    method: 'POST',
    path: '/influencer/{id}/channel',
    access: 'team',
    summary: 'Add a channel by link',
    params: influencerIdParams,
    body: addChannelRequest,
    response: channel,
    errors: [404, 409],
  },
  /** Per channel id; an id not on this influencer answers ok:false "Influencer channel not found". */
  deleteChannels: {
    method: 'POST',
    path: '/influencer/{id}/channel/delete',
    access: 'team',
    summary: 'Remove channels of the influencer',
    params: influencerIdParams,
    body: idsRequest,
    response: bulkResult,
    errors: [404],
  },
  refreshChannel: {
    method: 'POST',
    path: '/influencer/{id}/channel/{channelId}/stats',
    access: 'team',
    summary: "Refresh one channel's stats now and answer the channel",
    params: influencerChannelParams,
    response: channel,
    errors: [404],
  },
  refreshChannels: {
    method: 'GET',
    path: '/influencer/{id}/channel/update',
    access: 'team',
    summary: 'Queue a refresh of every channel as a channel-refresh task',
    params: influencerIdParams,
    response: refreshChannelsResponse,
    errors: [404],
  },
});

/** Influencer lists reached through the influencer paths; documented with the lists. */
const influencerLists = defineEndpoints('lists', {
  addToLists: {
    method: 'POST',
    path: '/influencer/lists',
    access: 'team',
    summary: 'Add influencers (ids) to lists (listIds)',
    body: addToListsRequest,
    response: addToListsResponse,
  },
  mergeLists: {
    method: 'PUT',
    path: '/influencer/lists/merge',
    access: 'team',
    summary: 'Merge list id into targetId (members join the target; id is deleted)',
    body: mergeRequest,
    response: mergeListsResponse,
    errors: [404],
  },
});

export const influencerEndpoints = { ...influencers, ...influencerLists };
