import { authEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { logIn } from './service.ts';

/** Signing in: public, rate limited per IP and per email. */
export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const limit = loginRateLimit(ctx.db, ctx.config.loginRateLimit);
    app.endpoint(endpoints.login, ({ body }) => logIn(ctx, body), {
      onRequest: limit.onRequest,
      preValidation: limit.preValidation,
    });
  };
}
