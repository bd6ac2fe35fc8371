import { mailAccountEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { completeGmailOauth, gmailConsentUrl } from './gmail-oauth.ts';
import {
  createMailerAccount,
  deleteMailerAccount,
  getMailerAccount,
  listMailerAccounts,
  mailerAccountOptions,
  testImap,
  testMailerAccount,
  updateMailerAccount,
} from './service.ts';

/** Settings > Manager Emails: sender accounts. Ownership is checked per account. */
export function mailAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ actor }) => listMailerAccounts(ctx, actor));
    app.endpoint(endpoints.options, () => mailerAccountOptions(ctx));
    app.endpoint(endpoints.create, ({ actor, body }) => createMailerAccount(ctx, actor, body));
    app.endpoint(endpoints.test, ({ actor, body }) => testMailerAccount(ctx, actor, body));
    app.endpoint(endpoints.testImap, ({ actor, body }) => testImap(ctx, actor, body));
    app.endpoint(endpoints.gmailConsent, ({ actor, query }) =>
      gmailConsentUrl(ctx, actor, query.callbackUrl),
    );
    app.endpoint(endpoints.get, ({ actor, params }) => getMailerAccount(ctx, actor, params.id));
    app.endpoint(endpoints.update, ({ actor, params, body }) =>
      updateMailerAccount(ctx, actor, params.id, body),
    );
    app.endpoint(endpoints.delete, ({ actor, params }) =>
      deleteMailerAccount(ctx, actor, params.id),
    );
    // Google's redirect after consent: public, the browser arrives without our token.
    app.endpoint(endpoints.gmailCallback, async ({ query, reply }) => {
      const { redirect } = await completeGmailOauth(ctx, query);
      return reply.redirect(redirect, 302);
    });
  };
}
