import { integrationEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { listIntegrations, testIntegration } from './service.ts';

/** Settings > Integrations (Admins): the providers the areas registered and sender accounts. */
export function integrationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, () => listIntegrations(ctx));
    app.endpoint(endpoints.test, ({ body }) => testIntegration(ctx, body.key));
  };
}
