import {
  campaignIdParams,
  emailStatsListRequest,
  emailStatsListResponse,
  emailStatsRequest,
  emailStatsTotals,
  id,
  influencerEmailsRequest,
  influencerEmailsResponse,
  sentEmailDetail,
} from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { emails, emailUnsubscribes } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { campaignMember } from '../campaigns/policy.ts';
import { verifyTrackingToken } from './links.ts';
import {
  campaignEmailStatsList,
  campaignEmailTotals,
  getSentEmail,
  influencerEmails,
} from './stats.ts';

/** Email stats of a campaign, the influencer's emails, one email. */
export function emailStatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', campaignMember);
    const tags = ['email-stats'];
    const idParams = z.object({ id });

    app.post(
      '/campaign/:id/email-stats',
      {
        schema: {
          tags,
          summary:
            "Totals of the campaign's emails: sent, delivered, opened, clicked, error, not_opened",
          params: campaignIdParams,
          body: emailStatsRequest,
          response: { 200: emailStatsTotals, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => campaignEmailTotals(ctx, request.params.id, request.body.kind),
    );

    app.post(
      '/campaign/:id/email-stats/list',
      {
        schema: {
          tags,
          summary: 'Email stats per creator (paged)',
          params: campaignIdParams,
          body: emailStatsListRequest,
          response: { 200: emailStatsListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => campaignEmailStatsList(ctx, request.params.id, request.body),
    );

    app.post(
      '/influencer/:id/emails',
      {
        schema: {
          tags,
          summary: "The influencer's emails, newest first (profile Email tab)",
          params: idParams,
          body: influencerEmailsRequest,
          response: { 200: influencerEmailsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => influencerEmails(ctx, request.params.id, request.body),
    );

    app.get(
      '/email/:id',
      {
        schema: {
          tags,
          summary: 'One email with its content',
          params: idParams,
          response: { 200: sentEmailDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getSentEmail(ctx, request.params.id),
    );
  };
}

// 1x1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

/**
 * Creators' side, no login: open pixel, click redirect, unsubscribe. Links are HMAC-signed
 * (links.ts): a wrong or missing signature is 404 and nothing is recorded or followed.
 */
export function publicEmailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['email-tracking'];
    const tokenParams = z.object({ token: z.string().max(64) });
    // RFC 8058 one-click unsubscribe posts a form body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const emailOf = async (
      token: string,
      purpose: 'open' | 'click' | 'unsubscribe',
      target = '',
    ) => {
      const emailId = verifyTrackingToken(ctx.config, purpose, token, target);
      if (emailId === null) throw AppError.notFound();
      const [row] = await ctx.db
        .select({ id: emails.id, toEmail: emails.toEmail, influencerId: emails.influencerId })
        .from(emails)
        .where(eq(emails.id, emailId));
      if (!row) throw AppError.notFound();
      return row;
    };

    app.get(
      '/public/email/open/:token',
      {
        schema: {
          tags,
          summary: 'Open pixel (signed)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const row = await emailOf(request.params.token, 'open');
        await ctx.db
          .update(emails)
          .set({
            opens: sql`${emails.opens} + 1`,
            openedAt: sql`coalesce(${emails.openedAt}, now())`,
          })
          .where(eq(emails.id, row.id));
        return reply.type('image/gif').header('cache-control', 'no-store, max-age=0').send(PIXEL);
      },
    );

    app.get(
      '/public/email/click/:token',
      {
        schema: {
          tags,
          summary: 'Click redirect: only to the URL signed into the link',
          params: tokenParams,
          querystring: z.object({ u: z.string().max(4000) }),
          response: { ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const target = request.query.u;
        if (!/^https?:\/\//i.test(target)) throw AppError.notFound();
        const row = await emailOf(request.params.token, 'click', target);
        await ctx.db
          .update(emails)
          .set({
            clicks: sql`${emails.clicks} + 1`,
            clickedAt: sql`coalesce(${emails.clickedAt}, now())`,
            // A click proves the email was opened (images may be blocked).
            openedAt: sql`coalesce(${emails.openedAt}, now())`,
          })
          .where(eq(emails.id, row.id));
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    );

    app.get(
      '/public/email/unsubscribe/:token',
      {
        schema: {
          tags,
          summary: 'Unsubscribe page: a button that confirms (link scanners do not unsubscribe)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        await emailOf(request.params.token, 'unsubscribe');
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          )
          .send(
            page(
              'Unsubscribe',
              `<h1>Unsubscribe</h1><p>Stop receiving campaign emails at this address?</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
            ),
          );
      },
    );

    app.post(
      '/public/email/unsubscribe/:token',
      {
        schema: {
          tags,
          summary: 'Unsubscribe (also RFC 8058 one-click): no later email goes to the address',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const row = await emailOf(request.params.token, 'unsubscribe');
        await ctx.db
          .insert(emailUnsubscribes)
          .values({
            email: row.toEmail.toLowerCase(),
            influencerId: row.influencerId,
            emailId: row.id,
          })
          .onConflictDoNothing();
        // Anything still waiting for this address is dropped now, not only at send time.
        await ctx.db
          .update(emails)
          .set({ state: 'skipped', error: 'Unsubscribed', updatedAt: sql`now()` })
          .where(
            and(
              eq(emails.toEmail, row.toEmail),
              eq(emails.state, 'queued'),
              isNull(emails.leaseUntil),
            ),
          );
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(
            page(
              'Unsubscribed',
              '<h1>You are unsubscribed</h1><p>You will not receive campaign emails at this address any more.</p>',
            ),
          );
      },
    );
  };
}
