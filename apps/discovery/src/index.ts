// What the main server and the next engineers use from the discovery service.

export {
  createDiscoveryClient,
  type DiscoveryClientOptions,
} from './client/create-discovery-client.ts';
export type { DiscoveryClient } from './client/discovery-client.ts';
export { DiscoveryRequestError } from './client/discovery-client.ts';
export {
  createHttpDiscoveryClient,
  type HttpDiscoveryClientOptions,
} from './client/http-client.ts';
export { createInProcessDiscoveryClient } from './client/in-process-client.ts';
export {
  type DiscoveryConfig,
  DiscoveryConfigError,
  loadDiscoveryConfig,
  sourcesFromEnv,
} from './config.ts';
export { type DiscoveryDb, migrateDiscovery } from './db/database.ts';
export * as discoverySchema from './db/schema.ts';
export { buildDiscoveryApp, type DiscoveryAppOptions } from './http/build-app.ts';
export { runHelixSnapshot } from './ingest/helix/run-helix-snapshot.ts';
export { IgdbCheckError, probeIgdb } from './ingest/igdb/probe-igdb.ts';
export { runIgdbIngest } from './ingest/igdb/run-igdb-ingest.ts';
export { type IngestConfig, ingestConfigFromEnv } from './ingest/ingest-config.ts';
export type { IngestContext, IngestLog, IngestReport } from './ingest/ingest-context.ts';
export { INGEST_JOBS, type IngestJob } from './ingest/ingest-jobs.ts';
export { runDailyRefresh } from './ingest/run-daily-refresh.ts';
export {
  releaseJobLease,
  renewJobLease,
  takeJobLease,
} from './ingest/schedule/job-lease.ts';
export {
  type IngestScheduler,
  startIngestScheduler,
} from './ingest/schedule/start-ingest-scheduler.ts';
export {
  createSeedImportTask,
  findSeedImportTask,
  type ImportSeedOptions,
  importSeed,
  SeedImportStopped,
  type SeedImportTask,
  type SeedRowError,
} from './ingest/seed/import-seed.ts';
export {
  type RefusedRow,
  refusedRows,
  refusedRowsFile,
  refusedRowsFileName,
} from './ingest/seed/refused-rows-file.ts';
export { analyzeTables, SEARCHED_TABLES } from './ingest/shared/analyze-tables.ts';
export { runYoutubeIngest } from './ingest/youtube/run-youtube-ingest.ts';
export { runDiscoveryProcess, wantsDiscoveryRole } from './run-discovery-process.ts';
export { type DiscoverySourceSettings, NOT_CONFIGURED } from './search/discovery-status.ts';
export { refreshTermGameCounts } from './search/list-terms.ts';
export { RECENT_GAMES_DAYS, refreshRecentGames } from './search/refresh-recent-games.ts';
export { type RunningDiscoveryServer, startDiscoveryServer } from './start-discovery-server.ts';
