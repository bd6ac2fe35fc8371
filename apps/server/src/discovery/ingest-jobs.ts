import {
  INGEST_JOBS,
  type IngestConfig,
  type IngestJob,
  ingestConfigFromEnv,
  releaseJobLease,
  takeJobLease,
} from '@app/discovery';
import { z } from 'zod';
import type { Config, JobQueue } from '../platform/index.ts';
import { defineJob, type JobDefinition, type JobEnvironment } from '../platform/index.ts';

// In-process discovery (DISCOVERY_URL unset) ingests on this server's workers: each of the
// service's ingest jobs becomes a pg-boss job on a schedule, which fires once across
// processes; the service's lease keeps a long run from overlapping the next tick's.

/** The longest one ingest run may hold its lease (a first IGDB pass is long). */
const LEASE_MS = 60 * 60 * 1000;

/**
 * The ingest's settings from this server's own: the same YouTube and Twitch keys and base
 * addresses the CRM's channel stats use (the ingest takes hosts and adds the API paths), and
 * the discovery budgets and intervals from the environment (apps/discovery/README.md).
 */
export function inProcessIngestConfig(
  config: Pick<Config, 'twitch' | 'youtube'>,
  env: Record<string, string | undefined> = process.env,
): IngestConfig {
  return ingestConfigFromEnv({
    ...env,
    TWITCH_CLIENT_ID: config.twitch.clientId ?? undefined,
    TWITCH_CLIENT_SECRET: config.twitch.clientSecret ?? undefined,
    YOUTUBE_API_KEY: config.youtube.apiKey ?? undefined,
    HELIX_API_URL: config.twitch.baseUrl.replace(/\/helix$/, ''),
    TWITCH_OAUTH_URL: config.twitch.authBaseUrl.replace(/\/oauth2$/, ''),
    YOUTUBE_API_URL: config.youtube.baseUrl.replace(/\/youtube\/v3$/, ''),
  });
}

function jobOf(ingest: IngestJob) {
  return defineJob({
    name: `discovery.${ingest.name}`,
    schema: z.object({}),
    retryLimit: 0,
    async handler(_data, env) {
      // A separate discovery service ingests for itself.
      if (env.config.discovery) return;
      const holder = await takeJobLease(env.db, ingest.name, LEASE_MS);
      if (!holder) return;
      try {
        const report = await ingest.run({
          db: env.db,
          config: inProcessIngestConfig(env.config),
          log: env.log,
          ...(env.signal ? { signal: env.signal } : {}),
        });
        env.log.info({ job: ingest.name, report }, 'discovery ingest finished');
      } finally {
        await releaseJobLease(env.db, ingest.name, holder);
      }
    },
  });
}

export const discoveryIngestJobs = INGEST_JOBS.map(jobOf) satisfies readonly JobDefinition[];

/** Every `minutes`, as cron (hourly steps above an hour, daily from a day). */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  if (minutes < 24 * 60) return `17 */${Math.round(minutes / 60)} * * *`;
  return '43 4 * * *';
}

/** Schedules the ingest jobs when discovery runs in this process; nothing otherwise. */
export async function scheduleDiscoveryIngest(
  jobs: JobQueue,
  env: Pick<JobEnvironment, 'config' | 'db' | 'log'>,
): Promise<void> {
  if (env.config.discovery) return;
  const ctx = { db: env.db, config: inProcessIngestConfig(env.config), log: env.log };
  for (const [i, ingest] of INGEST_JOBS.entries()) {
    const job = discoveryIngestJobs[i];
    if (job) await jobs.schedule(job, cronEvery(ingest.intervalMinutes(ctx)), {});
  }
}
