import { applyPageEndpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../platform/index.ts';
import { escapeHtml, sendMessagePage } from '../platform/index.ts';

/** What a creator reads after following a bad or expired channel-confirmation link. */
export const confirmLinkInvalidText = {
  title: 'This link has expired or is not valid',
  body: "To apply for this campaign, please apply again from the campaign's page, where you found the application form.",
} as const;

/**
 * A bad, altered, expired or unknown confirmation link: a person clicked it in an email, so
 * they get a page, not JSON. 404 for every case: the page says nothing about which.
 */
export function sendConfirmLinkInvalid(reply: FastifyReply) {
  const { title, body } = confirmLinkInvalidText;
  return sendMessagePage(reply, {
    status: 404,
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`,
  });
}

/**
 * A token longer than the router's parameter limit (100) never reaches the confirm route:
 * every API route answers it with the not-found JSON (answerRouterError), but a link clicked
 * in an email deserves its page. This catch-all under the same path (matched only when the
 * route itself cannot match: an over-long or multi-segment token) answers the same page.
 * Outside the contract, like the apply preflight: registered on the /api scope, hidden.
 */
export function registerConfirmLinkFallback(
  api: FastifyInstance,
  config: Pick<Config, 'campaigns'>,
): void {
  const route = applyPageEndpoints.confirm;
  api.route({
    method: route.method,
    url: route.path.replace('{token}', '*'),
    schema: { hide: true },
    config: {
      rateLimit: { max: config.campaigns.invitePageRateLimit, timeWindow: '1 minute' },
    },
    handler: (_request, reply) => sendConfirmLinkInvalid(reply),
  });
}
