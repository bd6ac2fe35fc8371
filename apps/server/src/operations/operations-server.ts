import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import { registerErrorHandler } from '../errors/error-handler.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';
import { registerOperations } from './register-operations.ts';
import type { StartupState } from './startup-state.ts';

/**
 * A worker-only process (--role=worker) serves no API, but an operator still probes it and
 * scrapes its metrics (its sends, queue depth, mailbox lag) like any other service: on
 * OPERATIONS_PORT it answers /healthz, /readyz and /metrics, and 404 for anything else.
 */
export async function listenOperations(
  config: Config,
  env: { db: Db; startup: StartupState; metrics: AppMetrics; logLevel: string },
): Promise<{ app: FastifyInstance; url: string } | null> {
  if (config.operationsPort === null) return null;
  const app = Fastify({ logger: { level: env.logLevel } });
  registerErrorHandler(app);
  registerOperations(app, { config, db: env.db, startup: env.startup, metrics: env.metrics });
  const url = await app.listen({ port: config.operationsPort, host: config.host });
  return { app, url };
}
