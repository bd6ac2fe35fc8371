import type { FastifyInstance } from 'fastify';
import type { AppMetrics, Config, Db } from '../platform/index.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { registerDatabaseGauges } from './metrics/database-gauges.ts';
import { registerHttpMetrics } from './metrics/http-metrics.ts';
import { mailboxGauges } from './metrics/mailbox-metrics.ts';
import { registerMetricsRoute } from './metrics/metrics-route.ts';
import { queueGauges } from './metrics/queue-metrics.ts';
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
  const gaugeEnv = { db: env.db, log: app.log, startup: env.startup };
  registerDatabaseGauges(env.metrics, gaugeEnv, queueGauges);
  registerDatabaseGauges(env.metrics, gaugeEnv, mailboxGauges);
  registerHealthRoutes(app, env);
  registerMetricsRoute(app, env.metrics, env.config.metricsToken);
}
