import {
  addCampaignCreatorsToListsRequest,
  addCampaignCreatorsToListsResponse,
  CAMPAIGN_FILE_MAX_BYTES,
  CAMPAIGN_FILE_UPLOAD_PATH,
  CAMPAIGN_IMAGE_UPLOAD_PATH,
  campaign,
  campaignIdParams,
  campaignListRequest,
  campaignListResponse,
  campaignMessages,
  campaignUserListRequest,
  campaignUserListResponse,
  createCampaignRequest,
  deleteCampaignsRequest,
  deleteCampaignsResponse,
  updateCampaignRequest,
  uploadResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import { readUpload } from '../files/routes.ts';
import { storeDocument, storeImage } from '../files/service.ts';
import { campaignMember } from './policy.ts';
import {
  addCampaignCreatorsToLists,
  createCampaign,
  deleteCampaigns,
  getCampaign,
  listCampaigns,
  listCampaignUsers,
  updateCampaign,
} from './service.ts';

/** Campaigns: list, create/edit, delete (policy), lists, uploads. */
export function campaignRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', campaignMember);
    const tags = ['campaigns'];

    app.post(
      '/campaign/list',
      {
        schema: {
          tags,
          summary: 'Campaigns: paging, sort, search, filters (isLiveCapture, status, type, ...)',
          body: campaignListRequest,
          response: { 200: campaignListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listCampaigns(ctx, actorOf(request), request.body),
    );

    app.post(
      '/campaign/user/list',
      {
        schema: {
          tags,
          summary: 'Team users who created campaigns (the "created by" filter)',
          body: campaignUserListRequest,
          response: { 200: campaignUserListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listCampaignUsers(ctx, request.body),
    );

    app.post(
      '/campaign',
      {
        schema: {
          tags,
          summary: 'Create a campaign (the wizard)',
          body: createCampaignRequest,
          response: { 200: campaign, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => createCampaign(ctx, actorOf(request), request.body),
    );

    app.get(
      '/campaign/:id',
      {
        schema: {
          tags,
          summary: 'A campaign with its workflow numbers',
          params: campaignIdParams,
          response: { 200: campaign, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getCampaign(ctx, actorOf(request), request.params.id),
    );

    app.put(
      '/campaign/:id',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Edit a campaign (only the fields sent)',
          params: campaignIdParams,
          body: updateCampaignRequest,
          response: { 200: campaign, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateCampaign(
          ctx,
          actorOf(request),
          request.params.id,
          onlyPresent(request, request.body),
        ),
    );

    app.post(
      '/campaign/delete',
      {
        schema: {
          tags,
          summary: 'Delete campaigns (Admin: any; Manager: only their own, else 403)',
          body: deleteCampaignsRequest,
          response: { 200: deleteCampaignsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteCampaigns(ctx, actorOf(request), request.body.ids),
    );

    app.post(
      '/campaign/lists',
      {
        schema: {
          tags,
          summary: "Add the campaigns' influencers (ids: campaign ids) to lists (listIds)",
          body: addCampaignCreatorsToListsRequest,
          response: { 200: addCampaignCreatorsToListsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => addCampaignCreatorsToLists(ctx, request.body),
    );

    app.post(
      CAMPAIGN_IMAGE_UPLOAD_PATH,
      {
        schema: {
          tags,
          summary: 'Upload an image (multipart `file`: jpeg, png, gif by content)',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        const bytes = await readUpload(request, ctx.config.imageMaxBytes);
        return storeImage(ctx, actorOf(request).id, bytes);
      },
    );

    app.post(
      CAMPAIGN_FILE_UPLOAD_PATH,
      {
        schema: {
          tags,
          summary: 'Upload a brief or instructions file (multipart `file`: PDF or an image)',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        const bytes = await readUpload(
          request,
          CAMPAIGN_FILE_MAX_BYTES,
          campaignMessages.fileTooLarge,
        );
        return storeDocument(ctx, actorOf(request).id, bytes, campaignMessages.unsupportedFileType);
      },
    );
  };
}
