import {
  addChannelRequest,
  addToListsRequest,
  addToListsResponse,
  channel,
  channelPost,
  channelPostParams,
  createInfluencerRequest,
  deleteChannelsRequest,
  deleteChannelsResponse,
  deleteInfluencersRequest,
  deleteInfluencersResponse,
  ErrorCode,
  exportInfluencersRequest,
  INFLUENCER_EXPORT_FILE,
  INFLUENCER_EXPORT_PATH,
  INFLUENCER_IMPORT_PATH,
  INFLUENCER_IMPORT_TEMPLATE_FILE,
  INFLUENCER_IMPORT_TEMPLATE_PATH,
  importInfluencersResponse,
  influencerCampaignsResponse,
  influencerChannelParams,
  influencerDetail,
  influencerIdParams,
  influencerListRequest,
  influencerListResponse,
  influencerMessages,
  mergeListsRequest,
  mergeListsResponse,
  messages,
  migrateInfluencerRequest,
  migrateInfluencerResponse,
  refreshChannelsResponse,
  UPLOAD_FIELD,
  updateInfluencerRequest,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import {
  addChannel,
  deleteChannels,
  getChannelPost,
  queueInfluencerRefresh,
  refreshChannelNow,
} from '../channels/service.ts';
import { addInfluencersToLists, mergeLists } from '../lists/service.ts';
import { exportInfluencers } from './export-influencers.ts';
import { startInfluencerImport } from './import/start-import.ts';
import { influencerImportTemplate } from './import/template.ts';
import { listInfluencerPage } from './list-influencer-page.ts';
import { teamMember } from './policy.ts';
import {
  createInfluencer,
  deleteInfluencers,
  getInfluencer,
  listInfluencerCampaigns,
  migrateInfluencer,
  updateInfluencer,
} from './service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The one `file` part, read up to IMPORT_MAX_BYTES. */
async function readImportUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'Expected multipart/form-data');
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    throw AppError.field(UPLOAD_FIELD, messages.valueRequired);
  }
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.PayloadTooLarge, influencerMessages.fileTooLarge, {
        file: influencerMessages.fileTooLarge,
      });
    }
    throw error;
  }
}

/** Influencers, their channels, import, and adding to / merging lists. Admins and Managers. */
export function influencerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed in already: the /api signed-in scope (app.ts) authenticates every request.
    app.addHook('preHandler', teamMember);
    const tags = ['influencers'];

    app.post(
      '/influencer/list',
      {
        schema: {
          tags,
          summary:
            'Influencers: paging, sort on every column, search (names, email, channels), filters',
          body: influencerListRequest,
          response: { 200: influencerListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listInfluencerPage(ctx, request.body),
    );

    app.post(
      '/influencer',
      {
        schema: {
          tags,
          summary: 'Add an influencer from a YouTube or Twitch channel link',
          body: createInfluencerRequest,
          response: { 200: influencerDetail, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => createInfluencer(ctx, request.body),
    );

    app.post(
      '/influencer/migrate',
      {
        schema: {
          tags,
          summary: 'Merge influencer id into targetId: channels, notes, lists move; id is deleted',
          body: migrateInfluencerRequest,
          response: { 200: migrateInfluencerResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => migrateInfluencer(ctx, request.body),
    );

    app.post(
      INFLUENCER_IMPORT_PATH,
      {
        schema: {
          tags,
          summary: 'Import an .xlsx file (multipart field `file`); answers the import task',
          consumes: ['multipart/form-data'],
          response: { 200: importInfluencersResponse, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        const file = await readImportUpload(request, ctx.config.import.maxBytes);
        return startInfluencerImport(ctx, actorOf(request), file);
      },
    );

    app.get(
      INFLUENCER_IMPORT_TEMPLATE_PATH,
      { schema: { tags, summary: `The import template, ${INFLUENCER_IMPORT_TEMPLATE_FILE}` } },
      async (_request, reply) =>
        reply
          .type(XLSX_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${INFLUENCER_IMPORT_TEMPLATE_FILE}"`,
          )
          .send(await influencerImportTemplate()),
    );

    app.post(
      INFLUENCER_EXPORT_PATH,
      {
        schema: {
          tags,
          summary: `The list's matching influencers (or ids) as ${INFLUENCER_EXPORT_FILE}, streamed`,
          body: exportInfluencersRequest,
        },
      },
      async (request, reply) => {
        const file = await exportInfluencers(ctx, request.body);
        file.on('error', (error) => request.log.error({ err: error }, 'influencer export failed'));
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${INFLUENCER_EXPORT_FILE}"`)
          .send(file);
      },
    );

    app.post(
      '/influencer/delete',
      {
        schema: {
          tags,
          summary: 'Delete influencers with their channels',
          body: deleteInfluencersRequest,
          response: { 200: deleteInfluencersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteInfluencers(ctx, request.body.ids),
    );

    app.post(
      '/influencer/lists',
      {
        schema: {
          tags: ['lists'],
          summary: 'Add influencers (ids) to lists (listIds)',
          body: addToListsRequest,
          response: { 200: addToListsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => addInfluencersToLists(ctx, request.body),
    );

    app.put(
      '/influencer/lists/merge',
      {
        schema: {
          tags: ['lists'],
          summary: 'Merge list id into targetId (members join the target; id is deleted)',
          body: mergeListsRequest,
          response: { 200: mergeListsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => mergeLists(ctx, request.body),
    );

    app.get(
      '/influencer/external/channel/:type/:postId/post',
      {
        schema: {
          tags,
          summary: 'A post (video) by platform (1 Youtube, 2 Twitch) and its id on the platform',
          params: channelPostParams,
          response: { 200: channelPost, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => getChannelPost(ctx, request.params.type, request.params.postId),
    );

    app.get(
      '/influencer/:id',
      {
        schema: {
          tags,
          summary: 'An influencer with channels and lists',
          params: influencerIdParams,
          response: { 200: influencerDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getInfluencer(ctx, request.params.id),
    );

    app.put(
      '/influencer/:id',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Edit an influencer (only the fields sent); listIds replaces the lists',
          params: influencerIdParams,
          body: updateInfluencerRequest,
          response: { 200: influencerDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateInfluencer(ctx, request.params.id, onlyPresent(request, request.body)),
    );

    app.get(
      '/influencer/:id/campaigns',
      {
        schema: {
          tags,
          summary: "The influencer's campaigns (empty until campaigns land, issue 4)",
          params: influencerIdParams,
          response: { 200: influencerCampaignsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listInfluencerCampaigns(ctx, request.params.id),
    );

    app.post(
      '/influencer/:id/channel',
      {
        schema: {
          tags,
          summary: 'Add a channel by link',
          params: influencerIdParams,
          body: addChannelRequest,
          response: { 200: channel, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => addChannel(ctx, request.params.id, request.body.url),
    );

    app.post(
      '/influencer/:id/channel/delete',
      {
        schema: {
          tags,
          summary: 'Remove channels of the influencer',
          params: influencerIdParams,
          body: deleteChannelsRequest,
          response: { 200: deleteChannelsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => deleteChannels(ctx, request.params.id, request.body.ids),
    );

    app.post(
      '/influencer/:id/channel/:channelId/stats',
      {
        schema: {
          tags,
          summary: "Refresh one channel's stats now and answer the channel",
          params: influencerChannelParams,
          response: { 200: channel, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => refreshChannelNow(ctx, request.params.id, request.params.channelId),
    );

    app.get(
      '/influencer/:id/channel/update',
      {
        schema: {
          tags,
          summary: 'Queue a refresh of every channel as a channel-refresh task',
          params: influencerIdParams,
          response: { 200: refreshChannelsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => queueInfluencerRefresh(ctx, actorOf(request), request.params.id),
    );
  };
}
