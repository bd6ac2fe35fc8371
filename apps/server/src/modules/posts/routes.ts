import {
  addCampaignPostRequest,
  addCampaignPostResponse,
  campaignIdParams,
  campaignStatsRequest,
  campaignStatsResponse,
  postActionResponse,
  postIdsRequest,
  postListRequest,
  postListResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../auth/authenticate.ts';
import { campaignStats } from '../campaign-stats/service.ts';
import { campaignMember } from '../campaigns/policy.ts';
import { addCampaignPost, decideSuggestedPosts, listCampaignPosts } from './service.ts';

/** A campaign's posts (published and suggested) and its Statistics tab. */
export function postRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', campaignMember);
    const tags = ['campaign posts'];

    app.post(
      '/campaign/:id/posts',
      {
        schema: {
          tags,
          summary: "Add a published video by URL; it must be on a campaign influencer's channel",
          params: campaignIdParams,
          body: addCampaignPostRequest,
          response: { 200: addCampaignPostResponse, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) =>
        addCampaignPost(ctx, request.params.id, request.body.url, {
          via: 'team',
          actorId: actorOf(request).id,
        }),
    );

    app.post(
      '/campaign/:id/posts/list',
      {
        schema: {
          tags,
          summary: 'Posts of the campaign: paging, sort, search, status filter',
          params: campaignIdParams,
          body: postListRequest,
          response: { 200: postListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listCampaignPosts(ctx, request.params.id, request.body),
    );

    for (const decision of ['publish', 'skip'] as const) {
      app.post(
        `/campaign/:id/posts/${decision}`,
        {
          schema: {
            tags,
            summary:
              decision === 'publish'
                ? 'Accept suggested posts (the influencer moves to Published); per post id'
                : 'Skip suggested posts; per post id',
            params: campaignIdParams,
            body: postIdsRequest,
            response: { 200: postActionResponse, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          decideSuggestedPosts(
            ctx,
            actorOf(request),
            request.params.id,
            request.body.ids,
            decision,
          ),
      );
    }

    app.post(
      '/campaign/:id/stats',
      {
        schema: {
          tags: ['campaign statistics'],
          summary: 'Statistics over 7, 14, 30, 90 or 365 days: per day and totals',
          params: campaignIdParams,
          body: campaignStatsRequest,
          response: { 200: campaignStatsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => campaignStats(ctx, request.params.id, request.body.period),
    );
  };
}
