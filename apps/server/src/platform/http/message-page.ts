import type { FastifyReply } from 'fastify';
import { escapeHtml } from './html-entities.ts';

/**
 * The policy of a message page: no script, nothing fetched, its own inline style only, a
 * form may post back here, and no site frames it (X-Frame-Options DENY follows from it).
 */
export const messagePagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * A small self-contained HTML page for people who followed a link from an email (tracking,
 * unsubscribe, channel confirmation): no script, no asset, readable on a phone and in dark
 * mode. `title` is text (escaped here); `body` is HTML: escape any text put into it.
 */
export const messagePage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:3rem auto;padding:0 1rem"><main>${body}</main></body></html>`;

/** Sends a message page: HTML, never cached (the answer depends on a one-off link). */
export function sendMessagePage(
  reply: FastifyReply,
  page: { status?: number; title: string; body: string; policy?: string },
) {
  return reply
    .code(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.policy ?? messagePagePolicy)
    .send(messagePage(page.title, page.body));
}
