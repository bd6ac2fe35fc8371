import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../../platform/index.ts';

/** The route label of a request that matched no route (404s and the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Observes every answer's latency. The route label is the pattern Fastify matched
 * (`/api/campaign/:id`), never the URL, so ids and junk paths cannot grow the series.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
