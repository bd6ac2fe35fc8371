import {
  createMailerAccountRequest,
  deleteMailerAccountResponse,
  GMAIL_OAUTH_CALLBACK_PATH,
  gmailOauthQuery,
  gmailOauthResponse,
  mailerAccount,
  mailerAccountListResponse,
  mailerAuthParams,
  testMailerAccountRequest,
  testMailerAccountResponse,
  updateMailerAccountRequest,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import { completeGmailOauth, gmailConsentUrl } from './gmail-oauth.ts';
import {
  createMailerAccount,
  deleteMailerAccount,
  getMailerAccount,
  listMailerAccounts,
  testMailerAccount,
  updateMailerAccount,
} from './service.ts';

/** Settings > Manager Emails: sender accounts. Ownership is checked per account. */
export function mailerAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['mailer-auth'];

    app.get(
      '/mailer-auth/list',
      {
        schema: {
          tags,
          summary: "Sender accounts: own (Manager) or everyone's (Admin); no secrets",
          response: { 200: mailerAccountListResponse, ...errorResponses(401) },
        },
      },
      async (request) => listMailerAccounts(ctx, actorOf(request)),
    );

    app.post(
      '/mailer-auth',
      {
        schema: {
          tags,
          summary: 'Add an SMTP account (password write-only, stored encrypted)',
          body: createMailerAccountRequest,
          response: { 200: mailerAccount, ...errorResponses(400, 401) },
        },
      },
      async (request) => createMailerAccount(ctx, actorOf(request), request.body),
    );

    app.post(
      '/mailer-auth/test',
      {
        schema: {
          tags,
          summary:
            'Connect and authenticate: "Connection successful" or "Failed to connect/authenticate with SMTP"',
          body: testMailerAccountRequest,
          response: { 200: testMailerAccountResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => testMailerAccount(ctx, actorOf(request), request.body),
    );

    app.get(
      '/mailer-auth/oauth/gmail',
      {
        schema: {
          tags,
          summary: "Google's consent URL for connecting a Gmail account; returns to callbackUrl",
          querystring: gmailOauthQuery,
          response: { 200: gmailOauthResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => gmailConsentUrl(ctx, actorOf(request), request.query.callbackUrl),
    );

    app.get(
      '/mailer-auth/:id',
      {
        schema: {
          tags,
          summary: 'A sender account',
          params: mailerAuthParams,
          response: { 200: mailerAccount, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getMailerAccount(ctx, actorOf(request), request.params.id),
    );

    app.put(
      '/mailer-auth/:id',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Edit a sender account (only the fields sent; password replaces)',
          params: mailerAuthParams,
          body: updateMailerAccountRequest,
          response: { 200: mailerAccount, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateMailerAccount(
          ctx,
          actorOf(request),
          request.params.id,
          onlyPresent(request, request.body),
        ),
    );

    app.delete(
      '/mailer-auth/:id',
      {
        schema: {
          tags,
          summary: 'Delete a sender account; "Error deleting manager email" while in use',
          params: mailerAuthParams,
          response: {
            200: deleteMailerAccountResponse,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => deleteMailerAccount(ctx, actorOf(request), request.params.id),
    );
  };
}

/** Google's redirect after consent (public: the browser arrives without our token). */
export function publicMailerAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      GMAIL_OAUTH_CALLBACK_PATH,
      {
        schema: {
          tags: ['mailer-auth'],
          summary: 'Gmail OAuth callback: stores the account, redirects to the signed callbackUrl',
          querystring: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(4000).optional(),
            error: z.string().max(200).optional(),
          }),
          response: { ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { redirect } = await completeGmailOauth(ctx, request.query);
        return reply.redirect(redirect, 302);
      },
    );
  };
}
