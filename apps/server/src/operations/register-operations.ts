import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import { registerHealthRoutes } from './health-routes.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';
import { registerHttpMetrics } from './metrics/http-metrics.ts';
import { registerMailboxMetrics } from './metrics/mailbox-metrics.ts';
import { registerMetricsRoute } from './metrics/metrics-route.ts';
import { registerQueueMetrics } from './metrics/queue-metrics.ts';
import { registerStartupGate } from './startup-gate.ts';
import type { StartupState } from './startup-state.ts';

/**
 * Health, readiness, metrics and the startup gate, on the root app before any other route
 * so their hooks see every request.
 */
export function registerOperations(
  app: FastifyInstance,
  env: { config: Config; db: Db; startup: StartupState; metrics: AppMetrics },
): void {
  registerStartupGate(app, env.startup);
  registerHttpMetrics(app, env.metrics);
  registerQueueMetrics(env.metrics, { db: env.db, log: app.log, startup: env.startup });
  registerMailboxMetrics(env.metrics, { db: env.db, log: app.log, startup: env.startup });
  registerHealthRoutes(app, env);
  registerMetricsRoute(app, env.metrics, env.config.metricsToken);
}
