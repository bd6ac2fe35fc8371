import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DiscoveryDb, migrateDiscovery } from '../src/db/database.ts';
import { openPostgres } from '../src/db/open-postgres.ts';

export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = { db: DiscoveryDb; close(): Promise<void> };

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * An empty database for one test file. PGlite: in memory, opened with pg_trgm as the main
 * server opens it. PostgreSQL: a database of its own on TEST_DATABASE_URL's server, dropped on
 * close. `migrate: false` leaves it unmigrated (the migration tests run it themselves).
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let database: TestDatabase;
  if (dbKind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    database = { db: drizzlePglite({ client }), close: () => client.close() };
  } else {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `discovery_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const opened = openPostgres(url.toString(), 4);
    database = {
      db: opened.db,
      close: async () => {
        await opened.close();
        await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  if (options.migrate !== false) await migrateDiscovery(database.db);
  return database;
}
