import type { DiscoveryConfig } from './config.ts';
import { migrateDiscovery } from './db/database.ts';
import { openPostgres } from './db/open-postgres.ts';
import { buildDiscoveryApp } from './http/build-app.ts';
import { startIngestScheduler } from './ingest/schedule/start-ingest-scheduler.ts';

export type RunningDiscoveryServer = { url: string; stop(): Promise<void> };

/**
 * The service as its own process: opens PostgreSQL, applies the discovery migrations (under
 * their advisory lock, so several instances may start at once), listens on HOST:DISCOVERY_PORT.
 */
export async function startDiscoveryServer(
  config: DiscoveryConfig,
  options: { logger?: boolean; ingest?: boolean } = {},
): Promise<RunningDiscoveryServer> {
  const database = openPostgres(config.databaseUrl);
  try {
    await migrateDiscovery(database.db);
    const app = await buildDiscoveryApp({
      db: database.db,
      token: config.token,
      sources: config.sources,
      logger: options.logger ?? true,
    });
    const url = await app.listen({ host: config.host, port: config.port });
    // The ingest jobs run in this process (sources without credentials report "not configured").
    const scheduler =
      options.ingest === false
        ? null
        : startIngestScheduler({
            db: database.db,
            config: config.ingest,
            log: {
              info: (message, data) => app.log.info(data ?? {}, message),
              warn: (message, data) => app.log.warn(data ?? {}, message),
            },
          });
    return {
      url,
      stop: async () => {
        await scheduler?.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
