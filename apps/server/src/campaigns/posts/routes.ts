import { postEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { addCampaignPost, decideSuggestedPosts, listCampaignPosts } from './service.ts';

/** A campaign's posts: published and suggested. */
export function postRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.add, ({ actor, params, body }) =>
      addCampaignPost(ctx, params.id, body.url, { via: 'team', actorId: actor.id }),
    );
    app.endpoint(endpoints.list, ({ params, body }) => listCampaignPosts(ctx, params.id, body));
    app.endpoint(endpoints.publish, ({ actor, params, body }) =>
      decideSuggestedPosts(ctx, actor, params.id, body.ids, 'publish'),
    );
    app.endpoint(endpoints.skip, ({ actor, params, body }) =>
      decideSuggestedPosts(ctx, actor, params.id, body.ids, 'skip'),
    );
  };
}
