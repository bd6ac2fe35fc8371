import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/index.ts';
import { OPERATIONAL_PATHS } from './operational-paths.ts';
import { checkReadiness } from './readiness.ts';
import type { StartupState } from './startup-state.ts';

/**
 * GET /healthz: the process answers (no database, no auth), for a liveness probe that
 * restarts a hung process. GET /readyz: whether this process should get traffic now (503
 * with the failed checks otherwise), for a load balancer or readiness probe.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  env: { db: Db; startup: StartupState },
): void {
  app.get(OPERATIONAL_PATHS.health, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(OPERATIONAL_PATHS.ready, { schema: { hide: true } }, async (request, reply) => {
    const readiness = await checkReadiness({ ...env, log: request.log });
    return reply
      .code(readiness.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });
}
