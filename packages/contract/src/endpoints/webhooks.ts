import { bulkResult, idsRequest } from '../bulk.ts';
import {
  campaignIdParams,
  createWebhookRequest,
  createWebhookResponse,
  updateWebhookRequest,
  webhook,
  webhookListResponse,
  webhookParams,
} from '../campaigns.ts';
import { defineEndpoints } from '../endpoint.ts';

/** Settings > Integrations: outgoing webhooks of a campaign. Secrets are write-only. */
export const webhookEndpoints = defineEndpoints('campaign integrations', {
  list: {
    method: 'GET',
    path: '/campaign/{id}/webhooks',
    access: 'team',
    summary: "The campaign's webhooks (secrets are never answered: hasSecret only)",
    params: campaignIdParams,
    response: webhookListResponse,
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/campaign/{id}/webhooks',
    access: 'team',
    summary: 'Add a webhook; without a secret one is generated and answered once',
    params: campaignIdParams,
    body: createWebhookRequest,
    response: createWebhookResponse,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/campaign/{id}/webhooks/{webhookId}',
    access: 'team',
    summary: 'Edit a webhook (secret replaces the secret)',
    params: webhookParams,
    body: updateWebhookRequest,
    response: webhook,
    errors: [404],
  },
  delete: {
    method: 'POST',
    path: '/campaign/{id}/webhooks/delete',
    access: 'team',
    summary: 'Delete webhooks of the campaign',
    params: campaignIdParams,
    body: idsRequest,
    response: bulkResult,
  },
});
