import { loginRequest, loginResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { logIn } from './service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = loginRateLimit(app, ctx.config.loginRateLimit);
    app.post(
      '/auth/login',
      {
        onRequest: limit.onRequest,
        preValidation: limit.preValidation,
        schema: {
          tags: ['auth'],
          summary: 'Sign in; answers a bearer token',
          body: loginRequest,
          response: { 200: loginResponse, ...errorResponses(400, 403, 429) },
        },
      },
      async (request) => logIn(ctx, request.body),
    );
  };
}
