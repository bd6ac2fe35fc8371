import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS_COOKIE } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { framablePolicy } from './security-headers.ts';

const settingsCookie = new RegExp(`(?:^|;)\\s*${SETTINGS_COOKIE}=`);

/**
 * The page to send for a page load of `path`: /login prerendered (the build's login.html, in
 * the default theme) to a visitor with no theme settings, so it paints before the scripts
 * arrive; any other page, or a visitor who chose a theme, gets index.html and the app draws it.
 */
function pageFile(path: string, cookieHeader: string | undefined, hasLogin: boolean) {
  const prerendered = hasLogin && path === '/login' && !settingsCookie.test(cookieHeader ?? '');
  return prerendered ? 'login.html' : 'index.html';
}

export type WebAppOptions = {
  /** The apply page of `slug`: the sites that may frame it, and its art (http/public-page-hints.ts). */
  applyPage?: (
    slug: string,
  ) => Promise<{ frameOrigins: readonly string[]; art: string | null; open: boolean }>;
  /** The art of the invite page of `token`. */
  inviteArt?: (token: string) => Promise<string | null>;
};

/**
 * A `Link` header that has the browser fetch the page's art (its largest paint) at once,
 * beside the page's script, instead of once the page's data has come. Only a plain path or
 * https address (never one that could break out of the header).
 */
function preloadArt(reply: FastifyReply, art: string | null | undefined) {
  if (!art || !/^(\/(?!\/)|https:\/\/)[^\s<>,;"]+$/.test(art)) return;
  reply.header('link', `<${art}>; rel=preload; as=image; fetchpriority=high`);
}

/** The first segment of a wildcard route's path (the slug or the token). */
const firstSegment = (rest: string) => rest.split('/')[0] ?? '';

/**
 * Serves the built web app when WEB_DIST holds one. Answers a URL with no file behind it with
 * its page (see pageFile; the SPA routes it) when it is a GET outside /api that accepts HTML;
 * returns false when there is nothing to serve. The creators' public pages are pages of their
 * own, without the team app (apps/web src/public-pages): /apply/{slug} gets apply.html, which
 * its lead magnet's allowed origins may frame, and /invite/{token} gets invite.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: WebAppOptions = {},
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  const hasLogin = existsSync(join(webDist, 'login.html'));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes brotli and gzip copies beside each text file (apps/web
    // precompress-plugin.ts); the one the browser accepts is sent, else the file itself. The
    // copies get no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, path) {
      // Vite's hashed assets never change; index.html must always be revalidated.
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Revalidated on every visit, like index.html; their hashed scripts are cached for a year.
  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').sendFile(file);
  if (existsSync(join(webDist, 'invite.html'))) {
    app.get<{ Params: { '*': string } }>(
      '/invite/*',
      { schema: { hide: true } },
      async (request, reply) => {
        preloadArt(reply, await options.inviteArt?.(firstSegment(request.params['*'])));
        return sendPage(reply, 'invite.html');
      },
    );
  }
  if (existsSync(join(webDist, 'apply.html'))) {
    app.get<{ Params: { '*': string } }>(
      '/apply/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const page = await options.applyPage?.(firstSegment(request.params['*']));
        // The embed snippet's iframe: this site and the lead magnet's allowed origins only.
        reply.header('content-security-policy', framablePolicy(page?.frameOrigins ?? []));
        preloadArt(reply, page?.art);
        // Not found (unknown, closed, malformed or too long) is a 404 (issue 26), with the same
        // page: it shows its friendly "This page does not exist" once its call answers 404.
        if (page && !page.open) reply.code(404);
        return sendPage(reply, 'apply.html');
      },
    );
  }
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/files/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return false;
    // A missing asset (a dotted last segment) is a 404, not the app.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return false;
    void reply
      .header('cache-control', 'no-cache')
      // The answer to /login depends on the settings cookie.
      .header('vary', 'cookie')
      .sendFile(pageFile(path, request.headers.cookie, hasLogin));
    return true;
  };
}
