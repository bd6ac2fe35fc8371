import {
  campaignIdParams,
  createWebhookRequest,
  createWebhookResponse,
  deleteWebhooksRequest,
  deleteWebhooksResponse,
  updateWebhookRequest,
  webhook,
  webhookListResponse,
  webhookParams,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { campaignMember } from '../campaigns/policy.ts';
import { createWebhook, deleteWebhooks, listWebhooks, updateWebhook } from './service.ts';

/** Settings > Integrations: outgoing webhooks of a campaign. Secrets are write-only. */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', campaignMember);
    const tags = ['campaign integrations'];

    app.get(
      '/campaign/:id/webhooks',
      {
        schema: {
          tags,
          summary: "The campaign's webhooks (secrets are never answered: hasSecret only)",
          params: campaignIdParams,
          response: { 200: webhookListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listWebhooks(ctx, request.params.id),
    );

    app.post(
      '/campaign/:id/webhooks',
      {
        schema: {
          tags,
          summary: 'Add a webhook; without a secret one is generated and answered once',
          params: campaignIdParams,
          body: createWebhookRequest,
          response: { 200: createWebhookResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => createWebhook(ctx, request.params.id, request.body),
    );

    app.put(
      '/campaign/:id/webhooks/:webhookId',
      {
        schema: {
          tags,
          summary: 'Edit a webhook (secret replaces the secret)',
          params: webhookParams,
          body: updateWebhookRequest,
          response: { 200: webhook, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateWebhook(ctx, request.params.id, request.params.webhookId, request.body),
    );

    app.post(
      '/campaign/:id/webhooks/delete',
      {
        schema: {
          tags,
          summary: 'Delete webhooks of the campaign',
          params: campaignIdParams,
          body: deleteWebhooksRequest,
          response: { 200: deleteWebhooksResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteWebhooks(ctx, request.params.id, request.body.ids),
    );
  };
}
