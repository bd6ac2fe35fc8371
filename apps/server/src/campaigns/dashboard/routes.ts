import { dashboardEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { getDashboard } from './service.ts';

/** The landing page's figures: one POST, every number computed in SQL. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.get, ({ body }) => getDashboard(ctx, body.period));
  };
}
