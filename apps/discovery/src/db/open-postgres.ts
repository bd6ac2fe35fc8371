import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DiscoveryDb } from './database.ts';

/** A pooled PostgreSQL database for the service's own process. */
export function openPostgres(url: string, max = 10): { db: DiscoveryDb; close(): Promise<void> } {
  // JIT off, as the main server's pool (apps/server/src/platform/db/open-database.ts): its compile
  // time outweighs the gain on search-sized queries.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client's network error must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle({ client: pool }), close: () => pool.end() };
}
