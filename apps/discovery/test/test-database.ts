import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
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

/** A new, empty database on TEST_DATABASE_URL's server: its URL, and its drop. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `discovery_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Closes what a test file opened (stand-ins, servers, a database) once its tests ran, in order. */
export function closeAfterAll(...opened: { close(): unknown }[]): void {
  afterAll(async () => {
    for (const o of opened) await o.close();
  });
}

/**
 * An empty database for one test file. PGlite: in memory, opened with pg_trgm as the main
 * server opens it, loaded from the run's migrated template. PostgreSQL: a database of its own
 * on TEST_DATABASE_URL's server, dropped on close. `migrate: false` leaves it unmigrated (the
 * migration tests run it themselves).
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  if (dbKind === 'pglite') {
    // Migrated means loaded from the run's template; otherwise empty.
    const template = migrate ? new Blob([readFileSync(inject('discoveryPgliteTemplate'))]) : null;
    const client = await PGlite.create({
      extensions: { pg_trgm },
      ...(template ? { loadDataDir: template } : {}),
    });
    return { db: drizzlePglite({ client }), close: () => client.close() };
  }
  const postgres = await createPostgresDatabase();
  const opened = openPostgres(postgres.url, 4);
  if (migrate) await migrateDiscovery(opened.db);
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await postgres.drop();
    },
  };
}

/** openTestDatabase for a whole test file: closed (on PostgreSQL, dropped) after its tests. */
export async function useTestDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  closeAfterAll(database);
  return database;
}

/** A temporary folder for a whole test file, removed after its tests. */
export function useTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
