import { ErrorCode } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { isOperationalRoute } from './operational-paths.ts';
import { type StartupState, startupComplete } from './startup-state.ts';

/**
 * The web side listens before the database is migrated, so that /readyz can say it is not
 * ready; until the start is complete every other request answers 503 instead of reaching
 * tables that may not exist yet or a queue that has not started. Once the process is
 * stopping it answers 503 again (the listener stays open for the probes while the workers
 * stop; requests already under way finish).
 */
export function registerStartupGate(app: FastifyInstance, startup: StartupState): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isOperationalRoute(request.routeOptions.url)) return;
    if (startupComplete(startup) && !startup.stopping) return;
    // The contract has no 503 code (clients map codes, not statuses); INTERNAL is the one a
    // client shows as "try again".
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({
        code: ErrorCode.Internal,
        message: startup.stopping
          ? 'The server is stopping, try again shortly'
          : 'The server is starting, try again shortly',
      });
  });
}
