import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/index.ts';
import type { StartupState } from './startup-state.ts';
import { within } from './within.ts';

/** Longest a readiness probe waits for the database before calling it unreachable. */
export const DATABASE_PING_MS = 2_000;

export type ReadinessCheck = 'shutdown' | 'database' | 'migrations' | 'jobQueue' | 'workers';

/** What /readyz answers: each check's state ('ok' or what is wrong) and the ones that failed. */
export type Readiness = {
  status: 'ready' | 'not ready';
  failed: ReadinessCheck[];
  checks: Partial<Record<ReadinessCheck, string>>;
};

/**
 * Ready: the start has migrated the database and started the queue (and the workers, in a
 * worker process), and the database answers now. The database is pinged only once
 * migrations are applied: on PGlite the ping would queue behind the migration and report a
 * timeout instead of the migration.
 */
export async function checkReadiness(env: {
  db: Db;
  startup: StartupState;
  log: FastifyBaseLogger;
}): Promise<Readiness> {
  const { startup } = env;
  const checks: Readiness['checks'] = {
    // Only while shutting down: a balancer stops sending before the listener closes.
    ...(startup.stopping ? { shutdown: 'stopping' } : {}),
    migrations: startup.migrations === 'applied' ? 'ok' : startup.migrations,
    jobQueue: startup.jobQueue === 'running' ? 'ok' : startup.jobQueue,
  };
  if (startup.workers !== null) {
    checks.workers = startup.workers === 'running' ? 'ok' : startup.workers;
  }
  checks.database =
    startup.migrations === 'applied' ? await pingDatabase(env.db, env.log) : 'not checked';
  const failed = (Object.keys(checks) as ReadinessCheck[]).filter(
    (check) => checks[check] !== 'ok' && checks[check] !== 'not checked',
  );
  return { status: failed.length === 0 ? 'ready' : 'not ready', failed, checks };
}

async function pingDatabase(db: Db, log: FastifyBaseLogger): Promise<string> {
  try {
    await within(DATABASE_PING_MS, db.execute(sql`select 1`), 'database ping');
    return 'ok';
  } catch (error) {
    // The answer is public: the reason (host names, credentials errors) goes to the log only.
    log.warn({ err: error }, 'readiness: database unreachable');
    return 'unreachable';
  }
}
