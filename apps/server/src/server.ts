import { migrateDiscovery } from '@app/discovery';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { jobRegistry, registerAreaListeners, scheduleAreaJobs } from './areas.ts';
import { ensureFirstAdmin } from './core/index.ts';
import { closeEmailPools } from './email/index.ts';
import { holdDataDir } from './operations/data-dir-lock.ts';
import { warnFailingIntegrations } from './operations/integration-warnings.ts';
import { explainListenError } from './operations/listen-error.ts';
import { listenOperations } from './operations/operations-server.ts';
import { runsBudgetMs } from './operations/shutdown-on-signals.ts';
import { pendingStartup } from './operations/startup-state.ts';
import { drainable, type WebDrain } from './operations/web-drain.ts';
import {
  type Config,
  createAppMetrics,
  createAttachableQueue,
  createBossQueue,
  createPasswordHasher,
  createStorage,
  databaseOptionsFromConfig,
  openDatabase,
  publicUrlWarning,
  rememberBoundPort,
  resolveJwtSecret,
  withStartupLock,
} from './platform/index.ts';

export type RunningServer = {
  app: FastifyInstance | null;
  url: string | null;
  stop(): Promise<void>;
};

/**
 * Opens the database, listens (when the role includes web), migrates, makes sure a first
 * Admin exists, starts pg-boss and the workers (when the role includes worker). The web side
 * listens first so that /healthz and /readyz answer during the migrations (readyz: 503); the
 * startup gate answers every other request 503 until the start is complete.
 */
export async function startServer(
  config: Config,
  options: {
    announce?: (message: string) => void;
    logTo?: pino.DestinationStream;
    /**
     * Runs as the migrations begin, with the listening URL (null without the web role):
     * tests hold the start here to see a server whose database is not migrated yet.
     */
    beforeMigrate?: (url: string | null) => Promise<void>;
  } = {},
): Promise<RunningServer> {
  const log = pino({ level: config.logLevel }, options.logTo);
  const announce = options.announce ?? ((message: string) => process.stdout.write(`${message}\n`));
  // PGlite serves one process: a second server or a backup must not open its data dir.
  const dataDir = config.databaseUrl ? null : holdDataDir(config.dataDir, 'server');
  const database = await openDatabase(databaseOptionsFromConfig(config)).catch((error) => {
    dataDir?.release();
    throw error;
  });
  const startup = pendingStartup(config.roles);
  // One registry for the process: the web side serves what its workers count.
  const metrics = createAppMetrics({ processMetrics: true });
  const storage = createStorage(config);
  const jobs = createAttachableQueue();
  const stops: Array<() => Promise<void>> = [
    async () => dataDir?.release(),
    () => database.close(),
  ];
  // One deadline for the requests and jobs under way: SHUTDOWN_TIMEOUT less the time kept
  // for closing the queue, SMTP and the database, so the process is gone within it.
  let deadline = Number.POSITIVE_INFINITY;
  const remaining = () => Math.max(0, deadline - Date.now());
  // The listener this process serves (the web side, or a worker's OPERATIONS_PORT).
  let drain: WebDrain | null = null;
  // Stops run in reverse: the queue hands running jobs back, the listener closes once the
  // requests under way are answered, SMTP connections close, the database.
  stops.push(async () => closeEmailPools());
  stops.push(async () => drain?.close(remaining()));
  stops.push(async () => {
    startup.jobQueue = 'stopped';
    if (startup.workers !== null) startup.workers = 'stopped';
    await jobs.stop({ timeoutMs: remaining() });
  });
  const stop = async () => {
    deadline = Date.now() + runsBudgetMs(config.shutdownTimeoutMs);
    // All at once: /readyz says stopping, the web side takes no more requests and lets its
    // idle connections go, and (first thing in jobs.stop) the workers are told to stop.
    // The listener stays open for the probes until the workers have stopped.
    startup.stopping = true;
    drain?.begin();
    for (const fn of stops.splice(0).reverse()) {
      await fn().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
    }
  };
  const warnUnknownOrigin = () => {
    const warning = publicUrlWarning(config);
    if (warning) log.warn(warning);
  };
  try {
    let app: FastifyInstance | null = null;
    let url: string | null = null;
    if (config.roles.includes('web')) {
      const web = await buildApp({
        config,
        db: database.db,
        jobs,
        storage,
        jwtSecret: resolveJwtSecret(config),
        logger: { level: config.logLevel },
        startup,
        metrics,
      });
      app = web;
      drain = drainable(web);
      const address = await web
        .listen({ port: config.port, host: config.host })
        .catch((error: unknown) => {
          throw explainListenError(error, {
            setting: 'PORT',
            port: config.port,
            host: config.host,
          });
        });
      const bound = web.server.address();
      if (bound && typeof bound === 'object') rememberBoundPort(config, bound.port);
      url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    } else {
      const operations = await listenOperations(config, {
        db: database.db,
        startup,
        metrics,
        logLevel: config.logLevel,
      });
      if (operations) {
        drain = operations.drain;
        log.info({ url: operations.url }, 'health and metrics listening');
      }
    }
    // After the listen: the warning names the port the web side took (the bound one when
    // PORT is 0).
    warnUnknownOrigin();

    startup.migrations = 'running';
    await options.beforeMigrate?.(url);
    const boss = await withStartupLock(config.databaseUrl, async () => {
      await database.migrate();
      // In-process discovery keeps its index in this database (schema discovery).
      if (!config.discovery) await migrateDiscovery(database.db);
      startup.migrations = 'applied';
      await ensureFirstAdmin({
        db: database.db,
        passwords: createPasswordHasher({ memoryKib: config.argon2MemoryKib }),
        admin: config.admin,
        announce,
      });
      return createBossQueue({
        executor: database.sql,
        registry: jobRegistry,
        onError: (error) => log.error({ err: error }, 'job queue error'),
      });
    });
    jobs.attach(boss);
    startup.jobQueue = 'running';
    if (config.roles.includes('worker')) {
      registerAreaListeners();
      await boss.work({ db: database.db, storage, log, config, metrics });
      await scheduleAreaJobs(boss, { config, db: database.db, log });
      startup.workers = 'running';
      log.info({ jobs: [...jobRegistry.keys()] }, 'workers started');
    }
    warnFailingIntegrations(config, log);
    return { app, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
