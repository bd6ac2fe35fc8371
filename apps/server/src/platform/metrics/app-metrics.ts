import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The metrics of one app instance, in a registry of its own (never prom-client's global
 * one): tests build many apps in one process, and each must count only its own requests and
 * sends. One instance is shared by the web side and the workers of a process (server.ts), so
 * /metrics also shows the sends of the workers running beside it.
 */
export type AppMetrics = {
  registry: Registry;
  httpRequestDuration: Histogram<'route' | 'method' | 'status_code'>;
  emailsSent: Counter;
  emailsFailed: Counter;
};

export function createAppMetrics(options: { processMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag of the process. Only for a real process (server.ts): each
  // call installs observers for the process's lifetime, which a test building hundreds of
  // apps would pile up.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route pattern, method and status.',
      labelNames: ['route', 'method', 'status_code'] as const,
      registers: [registry],
    }),
    emailsSent: new Counter({
      name: 'emails_sent_total',
      help: 'Emails recorded delivered by this process (unconfirmed ones included).',
      registers: [registry],
    }),
    emailsFailed: new Counter({
      name: 'emails_failed_total',
      help: 'Emails recorded as failed for good by this process.',
      registers: [registry],
    }),
  };
}
