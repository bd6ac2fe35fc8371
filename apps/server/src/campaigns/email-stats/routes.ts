import { emailStatsEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import {
  campaignEmailStatsList,
  campaignEmailTotals,
  getSentEmail,
  influencerEmails,
} from './stats.ts';

/** Email stats of a campaign, the influencer's emails, one email. */
export function emailStatsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.totals, ({ params, body }) =>
      campaignEmailTotals(ctx, params.id, body.kind),
    );
    app.endpoint(endpoints.list, ({ params, body }) =>
      campaignEmailStatsList(ctx, params.id, body),
    );
    app.endpoint(endpoints.influencerEmails, ({ params, body }) =>
      influencerEmails(ctx, params.id, body),
    );
    app.endpoint(endpoints.get, ({ params }) => getSentEmail(ctx, params.id));
  };
}
