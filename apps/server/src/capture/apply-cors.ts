import { applyPageEndpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/index.ts';
import { leadMagnets } from '../platform/index.ts';

// CORS on the public apply API, for the lead magnet's allowed origins only: an embedding
// site's page may call /api/public/apply/{slug}/... from the browser; any other origin gets
// no CORS header at all (the browser then refuses the answer to the page). Origins are
// cached per slug for a few seconds (a submit would otherwise read them twice); a change
// through this process forgets its slug at once.

const CACHE_MS = 10_000;
const CACHE_MAX = 2000;
const cache = new Map<string, { origins: readonly string[]; until: number }>();

export function forgetAllowedOrigins(slug: string): void {
  cache.delete(slug);
}

async function allowedOrigins(db: Db, slug: string): Promise<readonly string[]> {
  const now = Date.now();
  const known = cache.get(slug);
  if (known && known.until > now) return known.origins;
  const [row] = await db
    .select({ origins: leadMagnets.allowedOrigins })
    .from(leadMagnets)
    .where(eq(leadMagnets.slug, slug));
  const origins = row?.origins ?? [];
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(slug, { origins, until: now + CACHE_MS });
  return origins;
}

const SLUG = /^[a-z0-9-]{3,60}$/;

/** The request's Origin when the lead magnet allows it, else null. */
async function allowedOrigin(db: Db, request: FastifyRequest): Promise<string | null> {
  const origin = request.headers.origin;
  const slug = (request.params as { slug?: unknown } | undefined)?.slug;
  if (typeof origin !== 'string' || typeof slug !== 'string' || !SLUG.test(slug)) return null;
  const normalised = origin.trim().toLowerCase();
  return (await allowedOrigins(db, slug)).includes(normalised) ? origin : null;
}

// No credentials: the apply API reads no cookie or token.
const allowHeaders = (reply: FastifyReply, origin: string) =>
  reply.header('access-control-allow-origin', origin);

/** onSend hook of the public apply scope: every answer (errors and 429s too) for allowed origins. */
export function applyCorsHook(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('vary', 'Origin');
    if (!request.headers.origin) return payload;
    try {
      const origin = await allowedOrigin(db, request);
      if (origin) allowHeaders(reply, origin);
    } catch {
      // No CORS header is the safe answer when the origins cannot be read.
    }
    return payload;
  };
}

/**
 * The browser's preflight for the apply API (OPTIONS, outside the contract: it is no
 * endpoint of its own). Registered on the /api scope, hidden from the OpenAPI document.
 */
export function registerApplyPreflight(api: FastifyInstance, db: Db): void {
  const prefix = applyPageEndpoints.get.path.replace('{slug}', ':slug');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin');
    const origin = await allowedOrigin(db, request);
    if (origin) {
      allowHeaders(reply, origin)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  };
  for (const url of [prefix, `${prefix}/*`]) {
    api.route({ method: 'OPTIONS', url, schema: { hide: true }, handler });
  }
}
