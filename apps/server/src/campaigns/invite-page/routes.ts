import { invitePageEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { AppError } from '../../platform/index.ts';
import { startInviteSignIn } from './channel-proof.ts';
import { getPublicInvite, submitInvitePost } from './service.ts';

/**
 * The creators' invite page API: no login, the token is the key. Rate-limited per IP; a
 * malformed or unknown token is the same 404 "Not found". A plugin of its own, so the
 * error handler below covers these routes only.
 */
export function invitePageRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const extras = {
      config: {
        rateLimit: { max: ctx.config.campaigns.invitePageRateLimit, timeWindow: '1 minute' },
      },
    };
    // A token of the wrong shape is just an unknown token: 404, never a 400 that hints.
    app.setErrorHandler((error, _request, reply) => {
      if (
        (error as { validation?: unknown }).validation &&
        (error as { validationContext?: string }).validationContext === 'params'
      ) {
        return reply.status(404).send(AppError.notFound().toBody());
      }
      throw error;
    });

    app.endpoint(endpoints.get, ({ params }) => getPublicInvite(ctx, params.token), extras);
    app.endpoint(
      endpoints.signIn,
      ({ params, reply }) => {
        reply.header('cache-control', 'no-store');
        return startInviteSignIn(ctx, params.token, params.provider);
      },
      extras,
    );
    app.endpoint(
      endpoints.submitPost,
      ({ params, body }) => submitInvitePost(ctx, params.token, body.url),
      extras,
    );
  };
}
