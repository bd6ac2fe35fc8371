import { emailStatsEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { messagePage } from '../../platform/index.ts';
import { checkUnsubscribeToken, recordClick, recordOpen, unsubscribe } from './tracking.ts';

// 1x1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Creators' side, no login: open pixel, click redirect, unsubscribe. Links are HMAC-signed
 * (links.ts): a wrong or missing signature is 404 and nothing is recorded or followed.
 */
export function publicEmailRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // RFC 8058 one-click unsubscribe posts a form body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.endpoint(endpoints.open, async ({ params, reply }) => {
      await recordOpen(ctx, params.token);
      return reply.type('image/gif').header('cache-control', 'no-store, max-age=0').send(PIXEL);
    });

    app.endpoint(endpoints.click, async ({ params, query, reply }) => {
      const target = await recordClick(ctx, params.token, query.u);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    });

    app.endpoint(endpoints.unsubscribePage, async ({ params, reply }) => {
      await checkUnsubscribeToken(ctx, params.token);
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .send(
          messagePage(
            'Unsubscribe',
            `<h1>Unsubscribe</h1><p>Stop receiving campaign emails at this address?</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
    });

    app.endpoint(endpoints.unsubscribe, async ({ params, reply }) => {
      await unsubscribe(ctx, params.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          messagePage(
            'Unsubscribed',
            '<h1>You are unsubscribed</h1><p>You will not receive campaign emails at this address any more.</p>',
          ),
        );
    });
  };
}
