import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DiscoveryDb } from './database.ts';

/** A pooled PostgreSQL database for the service's own process. */
export function openPostgres(url: string, max = 10): { db: DiscoveryDb; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's network error must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle({ client: pool }), close: () => pool.end() };
}
