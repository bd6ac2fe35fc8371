import { ErrorCode } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { isOperationalRoute } from './operational-paths.ts';
import { type StartupState, startupComplete } from './startup-state.ts';

/**
 * The web side listens before the database is migrated, so that /readyz can say it is not
 * ready; until the start is complete every other request answers 503 instead of reaching
 * tables that may not exist yet or a queue that has not started.
 */
export function registerStartupGate(app: FastifyInstance, startup: StartupState): void {
  app.addHook('onRequest', async (request, reply) => {
    if (startupComplete(startup) || isOperationalRoute(request.routeOptions.url)) return;
    // The contract has no 503 code (clients map codes, not statuses); INTERNAL is the one a
    // client shows as "try again".
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ code: ErrorCode.Internal, message: 'The server is starting, try again shortly' });
  });
}
