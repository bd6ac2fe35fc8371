import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer that does not set its own (the web app's
 * index.html, the Swagger UI, JSON). Answers with their own policy keep it: uploaded files
 * and the email unsubscribe pages are stricter still.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  // Only the built bundle runs: the Vite build emits no inline script and nothing uses eval.
  "script-src 'self'",
  // MUI (emotion) injects <style> elements at run time and sets style attributes; without
  // 'unsafe-inline' the app renders unstyled. Styles cannot run code, so scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  // Avatars and thumbnails come from the platforms' CDNs (YouTube, Twitch) over https.
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  // The app frames nothing it fetches. The email preview is an <iframe srcdoc> with an empty
  // sandbox: a srcdoc document is not fetched, so frame-src does not apply to it; it inherits
  // this policy (its images need https:, data: or 'self'; http: images stay blank).
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of a page that may be framed by `origins` (and this site): the same policy with
 * its frame-ancestors widened. The apply page's embed snippet needs it; nothing else does.
 */
export function framablePolicy(origins: readonly string[]): string {
  return contentSecurityPolicy.replace(
    "frame-ancestors 'none'",
    ['frame-ancestors', "'self'", ...origins].join(' '),
  );
}

/** Whether an answer's own policy lets some page frame it (its frame-ancestors is not 'none'). */
function allowsFraming(policy: unknown): boolean {
  const directive = String(policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive !== undefined && directive !== "frame-ancestors 'none'";
}

/** The headers every answer carries; a tiny hook instead of a dependency. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // X-Frame-Options knows no list of sites: an answer whose own policy names the sites that
    // may frame it (framablePolicy) leaves framing to that policy; every other answer is DENY.
    if (!allowsFraming(reply.getHeader('content-security-policy'))) {
      reply.header('x-frame-options', 'DENY');
    }
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy);
    }
    return payload;
  });
}
