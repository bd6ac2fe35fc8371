import { webhookEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { createWebhook, deleteWebhooks, listWebhooks, updateWebhook } from './service.ts';

/** Settings > Integrations: outgoing webhooks of a campaign. Secrets are write-only. */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ params }) => listWebhooks(ctx, params.id));
    app.endpoint(endpoints.create, ({ params, body }) => createWebhook(ctx, params.id, body));
    app.endpoint(endpoints.update, ({ params, body }) =>
      updateWebhook(ctx, params.id, params.webhookId, body),
    );
    app.endpoint(endpoints.delete, ({ params, body }) => deleteWebhooks(ctx, params.id, body.ids));
  };
}
