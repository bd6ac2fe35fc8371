import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type BuildAppOptions, buildApp, createContext } from '../src/app.ts';
import { jobRegistry } from '../src/areas.ts';
import type { AppContext } from '../src/platform/app-context.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/open-database.ts';
import { createStorage } from '../src/platform/files/storage.ts';
import { createInlineQueue } from '../src/platform/jobs/inline-queue.ts';
import { createAppMetrics } from '../src/platform/metrics/app-metrics.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  database: Database;
};

/** Test configuration: fast argon2 (ARGON2_MEMORY_KIB), no log noise, a temp data dir. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: `test-secret-${randomUUID()}`,
    ARGON2_MEMORY_KIB: '256',
    LOGIN_RATE_LIMIT: '100000',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-dist'),
    // The SMTP and webhook stand-ins listen on loopback, which the outbound guard refuses.
    OUTBOUND_ALLOWLIST: '127.0.0.1',
    ...env,
  });
}

/**
 * The real app on a real database, jobs inline (a job's handler runs right after the
 * transaction that enqueued it commits). Closed after the file's tests.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    fresh?: boolean;
    logger?: BuildAppOptions['logger'];
    extraRoutes?: BuildAppOptions['extraRoutes'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await openTestDatabase({ fresh: options.fresh ?? false }));
  const storage = createStorage(config);
  // Shared by the app and its inline jobs, as in a real process: /metrics counts their sends.
  const metrics = createAppMetrics();
  const jobs = createInlineQueue(jobRegistry, {
    db: database.db,
    storage,
    log: silentLog,
    config,
    metrics,
  });
  const appOptions: BuildAppOptions = {
    config,
    db: database.db,
    jobs,
    storage,
    jwtSecret: config.jwtSecret ?? '',
    logger: options.logger ?? false,
    metrics,
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
  };
  const app = await buildApp(appOptions);
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  return { app, ctx: createContext(appOptions), config, database };
}

const noop = () => {};
export const silentLog = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as import('fastify').FastifyBaseLogger;
