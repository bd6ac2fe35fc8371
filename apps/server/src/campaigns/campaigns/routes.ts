import {
  CAMPAIGN_FILE_MAX_BYTES,
  campaignMessages,
  campaignEndpoints as endpoints,
  messages,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { readUploadedFile, storeDocument, storeImage } from '../../platform/index.ts';
import { campaignStats } from '../stats/service.ts';
import {
  addCampaignCreatorsToLists,
  createCampaign,
  deleteCampaigns,
  getCampaign,
  listCampaigns,
  listCampaignUsers,
  updateCampaign,
} from './service.ts';

/** Campaigns: list, create/edit, delete (policy), lists, uploads, statistics. */
export function campaignRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ actor, body }) => listCampaigns(ctx, actor, body));
    app.endpoint(endpoints.userList, ({ body }) => listCampaignUsers(ctx, body));
    app.endpoint(endpoints.create, ({ actor, body }) => createCampaign(ctx, actor, body));
    app.endpoint(endpoints.get, ({ actor, params }) => getCampaign(ctx, actor, params.id));
    app.endpoint(endpoints.update, ({ actor, params, body }) =>
      updateCampaign(ctx, actor, params.id, body),
    );
    app.endpoint(endpoints.delete, ({ actor, body }) => deleteCampaigns(ctx, actor, body.ids));
    app.endpoint(endpoints.lists, ({ body }) => addCampaignCreatorsToLists(ctx, body));
    app.endpoint(endpoints.stats, ({ params, body }) => campaignStats(ctx, params.id, body.period));

    app.endpoint(endpoints.uploadImage, async ({ actor, request }) => {
      const { bytes } = await readUploadedFile(request, {
        maxBytes: ctx.config.imageMaxBytes,
        tooLargeMessage: messages.imageTooLarge,
      });
      return storeImage(ctx, actor.id, bytes);
    });

    app.endpoint(endpoints.uploadFile, async ({ actor, request }) => {
      const { bytes } = await readUploadedFile(request, {
        maxBytes: CAMPAIGN_FILE_MAX_BYTES,
        tooLargeMessage: campaignMessages.fileTooLarge,
      });
      return storeDocument(ctx, actor.id, bytes, campaignMessages.unsupportedFileType);
    });
  };
}
