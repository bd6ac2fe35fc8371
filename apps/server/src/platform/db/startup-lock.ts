import pg from 'pg';

/** Any constant both processes agree on: "creatorhub start" as an advisory lock key. */
const STARTUP_LOCK_KEY = 4_127_310_551;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock on a connection of its own, so that
 * processes starting together on one database (web and worker under the supervisor, several
 * replicas) migrate, create the first Admin and create pg-boss's schema one after the other:
 * Drizzle's migrator and pg-boss's schema creation take no lock, and racing them failed with
 * "duplicate key value violates unique constraint pg_namespace_nspname_index". Without a
 * DATABASE_URL (PGlite: one process) there is nobody to race, and `fn` just runs.
 */
export async function withStartupLock<T>(
  databaseUrl: string | null,
  fn: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A network error on this idle connection must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock, also when the unlock cannot be sent.
    await client.end().catch(() => {});
  }
}
