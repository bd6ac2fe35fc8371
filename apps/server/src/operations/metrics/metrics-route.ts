import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from '../../platform/index.ts';
import { AppError } from '../../platform/index.ts';
import { OPERATIONAL_PATHS } from '../operational-paths.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The request's Bearer token equals `token`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // Digests have one length, so timingSafeEqual never leaks the token's length either.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics, Prometheus text. Off (404) unless METRICS_TOKEN is set: figures about
 * traffic and queues are nobody's business by default, and a scraper can send a token.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string | null,
): void {
  app.get(OPERATIONAL_PATHS.metrics, { schema: { hide: true } }, async (request, reply) => {
    if (token === null) throw AppError.notFound();
    if (!bearerMatches(request, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw AppError.unauthorized();
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
