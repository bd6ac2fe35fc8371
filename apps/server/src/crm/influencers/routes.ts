import { influencerEndpoints as endpoints, influencerMessages } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { readUploadedFile } from '../../platform/index.ts';
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
import {
  createInfluencer,
  deleteInfluencers,
  getInfluencer,
  migrateInfluencer,
  updateInfluencer,
} from './service.ts';

/** Influencers, their channels, import and export, and adding to / merging lists. */
export function influencerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ body }) => listInfluencerPage(ctx, body));
    app.endpoint(endpoints.create, ({ body }) => createInfluencer(ctx, body));
    app.endpoint(endpoints.migrate, ({ body }) => migrateInfluencer(ctx, body));

    app.endpoint(endpoints.import, async ({ actor, request }) => {
      const file = await readUploadedFile(request, {
        maxBytes: ctx.config.import.maxBytes,
        tooLargeMessage: influencerMessages.fileTooLarge,
      });
      return startInfluencerImport(ctx, actor, file);
    });
    app.endpoint(endpoints.importTemplate, async () => ({
      body: await influencerImportTemplate(),
    }));
    app.endpoint(endpoints.export, async ({ body, request }) => {
      const file = await exportInfluencers(ctx, body);
      file.on('error', (error) => request.log.error({ err: error }, 'influencer export failed'));
      return { body: file };
    });

    app.endpoint(endpoints.delete, ({ body }) => deleteInfluencers(ctx, body.ids));
    app.endpoint(endpoints.addToLists, ({ body }) => addInfluencersToLists(ctx, body));
    app.endpoint(endpoints.mergeLists, ({ body }) => mergeLists(ctx, body));
    app.endpoint(endpoints.externalPost, ({ params }) =>
      getChannelPost(ctx, params.type, params.postId),
    );

    app.endpoint(endpoints.get, ({ params }) => getInfluencer(ctx, params.id));
    app.endpoint(endpoints.update, ({ params, body }) => updateInfluencer(ctx, params.id, body));

    app.endpoint(endpoints.addChannel, ({ params, body }) => addChannel(ctx, params.id, body.url));
    app.endpoint(endpoints.deleteChannels, ({ params, body }) =>
      deleteChannels(ctx, params.id, body.ids),
    );
    app.endpoint(endpoints.refreshChannel, ({ params }) =>
      refreshChannelNow(ctx, params.id, params.channelId),
    );
    app.endpoint(endpoints.refreshChannels, ({ actor, params }) =>
      queueInfluencerRefresh(ctx, actor, params.id),
    );
  };
}
