import {
  inviteTokenParams,
  publicInvite,
  submitInvitePostRequest,
  submitInvitePostResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getPublicInvite, submitInvitePost } from './service.ts';

/**
 * The creators' invite page API: no login, the token is the key. Rate-limited per IP; a
 * malformed or unknown token is the same 404 "Not found".
 */
export function invitePageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = { max: ctx.config.campaigns.invitePageRateLimit, timeWindow: '1 minute' };
    const tags = ['public invite page'];
    // A token of the wrong shape is as unknown as any other: 404, never a 400 that hints.
    app.setErrorHandler((error, _request, reply) => {
      if (
        (error as { validation?: unknown }).validation &&
        (error as { validationContext?: string }).validationContext === 'params'
      ) {
        return reply.status(404).send(AppError.notFound().toBody());
      }
      throw error;
    });

    app.get(
      '/public/invite/:token',
      {
        config: { rateLimit },
        schema: {
          tags,
          security: [],
          summary: "The invite page: the campaign's brief and the creator's own status and posts",
          params: inviteTokenParams,
          response: { 200: publicInvite, ...errorResponses(404, 429) },
        },
      },
      async (request) => getPublicInvite(ctx, request.params.token),
    );

    app.post(
      '/public/invite/:token/posts',
      {
        config: { rateLimit },
        schema: {
          tags,
          security: [],
          summary: "Submit the published video's URL (moves the creator to Published)",
          params: inviteTokenParams,
          body: submitInvitePostRequest,
          response: { 200: submitInvitePostResponse, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => submitInvitePost(ctx, request.params.token, request.body.url),
    );
  };
}
