import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { jobRegistry } from '../../apps/server/src/areas.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import type { Database } from '../../apps/server/src/platform/db/open-database.ts';
import { afterCommit } from '../../apps/server/src/platform/db/transaction.ts';
import { createStorage } from '../../apps/server/src/platform/files/storage.ts';
import { createInlineQueue } from '../../apps/server/src/platform/jobs/inline-queue.ts';
import type { JobQueue } from '../../apps/server/src/platform/jobs/job-queue.ts';
import { openBenchDatabase } from './bench-database.ts';

export type BenchApp = {
  url: string;
  database: Database;
  label: string;
  /** Jobs enqueued so far, by queue name (the inline queue then runs them). */
  enqueued: Map<string, number>;
  /**
   * From now on jobs are kept, as pg-boss keeps them for its workers, instead of running in
   * the request that enqueued them: a call is then timed alone. `runKept` turns that off and
   * runs what was kept (and what those jobs enqueue), answering how many it ran.
   */
  keepJobs(): { runKept(): Promise<number> };
  close(): Promise<void>;
};

const silent = pino({ level: 'silent' });

/**
 * The real API over real HTTP on a fresh database: PGlite in a temp dir, or a database
 * created for the run on the PostgreSQL server at `postgresUrl` and dropped afterwards.
 * `webDist` serves a built web app as `npm start` does (none by default); `env` sets more
 * configuration variables (a bench raising a rate limit, say).
 */
export async function startBenchApp(
  postgresUrl: string | null,
  options: { webDist?: string; env?: Record<string, string> } = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const { database, drop: dropDatabase } = await openBenchDatabase(dataDir, postgresUrl);
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: `bench-${randomUUID()}`,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    WEB_DIST: options.webDist ?? join(dataDir, 'none'),
    // Loopback stand-ins (SMTP sink, webhook receivers) pass the outbound guard.
    OUTBOUND_ALLOWLIST: '127.0.0.1',
    ...options.env,
  });
  const storage = createStorage(config);
  const env = { db: database.db, storage, log: silent, config };
  const inline = createInlineQueue(jobRegistry, env);
  const enqueued = new Map<string, number>();
  let kept: (() => Promise<void>)[] | null = null;
  const jobs: JobQueue = {
    ...inline,
    async enqueue(tx, job, data) {
      enqueued.set(job.name, (enqueued.get(job.name) ?? 0) + 1);
      const keeping = kept;
      if (!keeping) return inline.enqueue(tx, job, data);
      const parsed = job.schema.parse(data);
      // Like pg-boss: a job exists only once its transaction commits.
      afterCommit(tx, async () => {
        keeping.push(() => job.handler(parsed, { ...env, jobs }));
      });
    },
  };
  const keepJobs = () => {
    const list: (() => Promise<void>)[] = [];
    kept = list;
    return {
      async runKept() {
        kept = null;
        for (const run of list) await run();
        return list.length;
      },
    };
  };
  const app = await buildApp({
    config,
    db: database.db,
    jobs,
    storage,
    jwtSecret: config.jwtSecret ?? '',
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    database,
    label: postgresUrl ? 'PostgreSQL' : 'PGlite',
    enqueued,
    keepJobs,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
