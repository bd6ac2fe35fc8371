import { DASHBOARD_PATH, dashboardRequest, dashboardResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { dashboardReader } from './policy.ts';
import { getDashboard } from './service.ts';

/** The landing page's figures: one POST, every number computed in SQL. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', dashboardReader);
    app.post(
      DASHBOARD_PATH,
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Dashboard for a period (7, 14, 30, 90 or 365 UTC days ending today): active campaigns; creators invited, approved and published (distinct campaign creators moved into the status, from the transition history) and keys issued, with the previous period; views, likes and comments of published posts by publish day (by month for a year); campaigns needing attention (dry key pools while creators wait, invites unanswered for 7 days); the last 10 workflow transitions',
          body: dashboardRequest,
          response: { 200: dashboardResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => getDashboard(ctx, request.body.period),
    );
  };
}
