import Fastify, { type FastifyInstance } from 'fastify';
import type { AppMetrics, Config, Db } from '../platform/index.ts';
import { registerErrorHandler } from '../platform/index.ts';
import { explainListenError } from './listen-error.ts';
import { registerOperations } from './register-operations.ts';
import type { StartupState } from './startup-state.ts';
import { drainable, type WebDrain } from './web-drain.ts';

/**
 * A worker-only process (--role=worker) serves no API, but an operator still probes it and
 * scrapes its metrics (its sends, queue depth, mailbox lag) like any other service: on
 * OPERATIONS_PORT it answers /healthz, /readyz and /metrics, and 404 for anything else.
 */
export async function listenOperations(
  config: Config,
  env: { db: Db; startup: StartupState; metrics: AppMetrics; logLevel: string },
): Promise<{ app: FastifyInstance; url: string; drain: WebDrain } | null> {
  if (config.operationsPort === null) return null;
  const app = Fastify({ logger: { level: env.logLevel } });
  registerErrorHandler(app);
  registerOperations(app, { config, db: env.db, startup: env.startup, metrics: env.metrics });
  const drain = drainable(app);
  const url = await app
    .listen({ port: config.operationsPort, host: config.host })
    .catch(async (error: unknown) => {
      await app.close();
      throw explainListenError(error, {
        setting: 'OPERATIONS_PORT',
        port: config.operationsPort ?? 0,
        host: config.host,
      });
    });
  return { app, url, drain };
}
