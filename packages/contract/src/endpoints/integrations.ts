import { defineEndpoints } from '../endpoint.ts';
import { integrationCard, integrationList, integrationTestRequest } from '../integrations.ts';

/** Settings > Integrations: Admins only (keys and sender accounts are the team's setup). */
export const integrationEndpoints = defineEndpoints('integrations', {
  list: {
    method: 'GET',
    path: '/integrations',
    access: 'admin',
    summary: 'Each provider and sender account: configured, last success, last error, usage',
    response: integrationList,
  },
  test: {
    method: 'POST',
    path: '/integrations/test',
    access: 'admin',
    summary: 'Make one cheap real call to an integration and answer its card',
    body: integrationTestRequest,
    response: integrationCard,
    errors: [404],
  },
});
