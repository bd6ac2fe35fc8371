import { applyPageEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/index.ts';
import { AppError } from '../platform/index.ts';

/**
 * A slug or token longer than the router's parameter limit (100) never reaches the apply
 * API's routes: Fastify would answer 414 with a body repeating the path. These catch-alls
 * under the API's prefix (matched only when no declared route can: an over-long or extra
 * segment) answer what an unknown slug gets, 404 "Not found" (issue 26). Outside the
 * contract, like the apply preflight: registered on the /api scope, hidden.
 */
export function registerApplyNotFound(
  api: FastifyInstance,
  config: Pick<Config, 'campaigns'>,
): void {
  const url = `${applyPageEndpoints.get.path.replace('/{slug}', '')}/*`;
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url,
      schema: { hide: true },
      config: {
        rateLimit: { max: config.campaigns.invitePageRateLimit, timeWindow: '1 minute' },
      },
      handler: () => {
        throw AppError.notFound();
      },
    });
  }
}
