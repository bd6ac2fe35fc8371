import { inviteTokenParams, redeemCodeFulfilment } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { fulfilRedeemCodes, readCreatorRedeemCodes } from './fulfil.ts';

/**
 * The invite page's key section (no login): the token of the invite link names the creator.
 * GET shows the codes already issued; POST is "Get my key". Rate-limited per client.
 */
export function publicRedeemCodeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invite page'];
    const config = {
      rateLimit: { max: ctx.config.campaigns.invitePageRateLimit, timeWindow: '1 minute' },
    };
    const path = '/public/invite/:token/redeem-codes';

    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: "The creator's issued codes per platform (nothing is claimed)",
          security: [],
          params: inviteTokenParams,
          response: { 200: redeemCodeFulfilment, ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return readCreatorRedeemCodes(ctx, { token: request.params.token });
      },
    );

    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Get my key: issues the bundle per platform; the same codes every time',
          security: [],
          params: inviteTokenParams,
          response: { 200: redeemCodeFulfilment, ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return fulfilRedeemCodes(
          ctx,
          { token: request.params.token },
          { via: 'creator', actorId: null },
        );
      },
    );
  };
}
