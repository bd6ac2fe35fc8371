import { migrateDiscovery } from '@app/discovery';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, resolveJwtSecret } from './config.ts';
import { databaseOptionsFromConfig, openDatabase } from './db/open-database.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { createAttachableQueue } from './jobs/attachable-queue.ts';
import { createBossQueue } from './jobs/boss-queue.ts';
import { jobRegistry } from './jobs/registry.ts';
import { createPasswordHasher } from './modules/auth/passwords.ts';
import { scheduleChannelRefresh } from './modules/channels/jobs.ts';
import { scheduleDiscoveryIngest } from './modules/discovery/ingest-jobs.ts';
import { closeEmailPools } from './modules/email-delivery/deliver.ts';
import { scheduleEmailRecovery } from './modules/email-delivery/jobs.ts';
import { scheduleUploadSweep } from './modules/files/jobs.ts';
import { createStorage } from './modules/files/storage.ts';
import { scheduleMailboxSyncs } from './modules/mail-sync/jobs.ts';
import { schedulePostJobs } from './modules/posts/jobs.ts';
import { ensureFirstAdmin } from './modules/users/first-admin.ts';
import { publicUrlWarning, rememberBoundPort } from './net/public-origin.ts';
import { closeWithin } from './operations/close-within.ts';
import { createAppMetrics } from './operations/metrics/app-metrics.ts';
import { listenOperations } from './operations/operations-server.ts';
import { pendingStartup } from './operations/startup-state.ts';

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
  const database = await openDatabase(databaseOptionsFromConfig(config));
  const startup = pendingStartup(config.roles);
  // One registry for the process: the web side serves what its workers count.
  const metrics = createAppMetrics({ processMetrics: true });
  const storage = createStorage(config);
  const jobs = createAttachableQueue();
  const stops: Array<() => Promise<void>> = [() => database.close()];
  // One deadline for the whole stop (SHUTDOWN_TIMEOUT): in-flight requests and running jobs
  // share it, so the process is gone within it however the time splits.
  let deadline = Number.POSITIVE_INFINITY;
  const remaining = () => Math.max(0, deadline - Date.now());
  // Stops run in reverse: the web side stops taking requests, then the queue stops handing
  // out sends, then SMTP connections close.
  stops.push(async () => closeEmailPools());
  stops.push(async () => {
    startup.jobQueue = 'stopped';
    if (startup.workers !== null) startup.workers = 'stopped';
    await jobs.stop({ timeoutMs: remaining() });
  });
  const stop = async () => {
    deadline = Date.now() + config.shutdownTimeoutMs;
    startup.stopping = true;
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
      stops.push(() => closeWithin(web, remaining()));
      const address = await web.listen({ port: config.port, host: config.host });
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
        stops.push(() => closeWithin(operations.app, remaining()));
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
      await boss.work({ db: database.db, storage, log, config, metrics });
      await scheduleChannelRefresh(boss, config);
      await schedulePostJobs(boss, config);
      await scheduleEmailRecovery(boss);
      await scheduleUploadSweep(boss);
      await scheduleMailboxSyncs(boss);
      await scheduleDiscoveryIngest(boss, { config, db: database.db, log });
      startup.workers = 'running';
      log.info({ jobs: [...jobRegistry.keys()] }, 'workers started');
    }
    return { app, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
