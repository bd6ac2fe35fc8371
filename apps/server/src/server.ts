import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, resolveJwtSecret } from './config.ts';
import { databaseOptionsFromConfig, openDatabase } from './db/open-database.ts';
import { createBossQueue } from './jobs/boss-queue.ts';
import { jobRegistry } from './jobs/registry.ts';
import { createPasswordHasher } from './modules/auth/passwords.ts';
import { scheduleChannelRefresh } from './modules/channels/jobs.ts';
import { closeEmailPools } from './modules/email-delivery/deliver.ts';
import { scheduleEmailRecovery } from './modules/email-delivery/jobs.ts';
import { scheduleUploadSweep } from './modules/files/jobs.ts';
import { createStorage } from './modules/files/storage.ts';
import { schedulePostJobs } from './modules/posts/jobs.ts';
import { ensureFirstAdmin } from './modules/users/first-admin.ts';
import { publicUrlWarning, rememberBoundPort } from './net/public-origin.ts';

export type RunningServer = {
  app: FastifyInstance | null;
  url: string | null;
  stop(): Promise<void>;
};

/**
 * Opens the database, migrates, makes sure a first Admin exists, starts pg-boss (workers
 * when the role includes worker) and listens (when the role includes web).
 */
export async function startServer(
  config: Config,
  options: { announce?: (message: string) => void; logTo?: pino.DestinationStream } = {},
): Promise<RunningServer> {
  const log = pino({ level: config.logLevel }, options.logTo);
  const announce = options.announce ?? ((message: string) => process.stdout.write(`${message}\n`));
  const database = await openDatabase(databaseOptionsFromConfig(config));
  const stops: Array<() => Promise<void>> = [() => database.close()];
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) {
      await fn().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
    }
  };
  try {
    await database.migrate();
    await ensureFirstAdmin({
      db: database.db,
      passwords: createPasswordHasher({ memoryKib: config.argon2MemoryKib }),
      admin: config.admin,
      announce,
    });
    const storage = createStorage(config);
    const jobs = await createBossQueue({
      executor: database.sql,
      registry: jobRegistry,
      onError: (error) => log.error({ err: error }, 'job queue error'),
    });
    // Stops run in reverse: the queue stops handing out sends before SMTP connections close.
    stops.push(async () => closeEmailPools());
    stops.push(() => jobs.stop());
    // Workers start before the web side listens: the warning names the port the web side
    // takes (the bound one when PORT is 0), so it waits for the listen when there is one.
    const warnUnknownOrigin = () => {
      const warning = publicUrlWarning(config);
      if (warning) log.warn(warning);
    };
    if (config.roles.includes('worker')) {
      await jobs.work({ db: database.db, storage, log, config });
      await scheduleChannelRefresh(jobs, config);
      await schedulePostJobs(jobs, config);
      await scheduleEmailRecovery(jobs);
      await scheduleUploadSweep(jobs);
      log.info({ jobs: [...jobRegistry.keys()] }, 'workers started');
    }
    if (!config.roles.includes('web')) {
      warnUnknownOrigin();
      return { app: null, url: null, stop };
    }

    const app = await buildApp({
      config,
      db: database.db,
      jobs,
      storage,
      jwtSecret: resolveJwtSecret(config),
      logger: { level: config.logLevel },
    });
    stops.push(() => app.close());
    const address = await app.listen({ port: config.port, host: config.host });
    const bound = app.server.address();
    if (bound && typeof bound === 'object') rememberBoundPort(config, bound.port);
    warnUnknownOrigin();
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    return { app, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
