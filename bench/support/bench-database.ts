import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DiscoveryDb, migrateDiscovery } from '@app/discovery';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/open-database.ts';

/**
 * A fresh database for one bench run: PGlite in `dataDir`, or a database created on the
 * PostgreSQL server at `postgresUrl` (answered as `url`), which `drop` removes afterwards.
 */
export async function openBenchDatabase(
  dataDir: string,
  postgresUrl: string | null,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    return { database, url: null, drop: async () => {} };
  }
  const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * `run` on a fresh database with the discovery schema migrated (openBenchDatabase in a new
 * temporary directory named from `prefix`); afterwards the database is closed, dropped and
 * the directory removed.
 */
export async function withDiscoveryDatabase<T>(
  prefix: string,
  postgresUrl: string | null,
  run: (open: { db: DiscoveryDb; database: Database; dir: string }) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const { database, drop } = await openBenchDatabase(dir, postgresUrl);
  try {
    const db = database.db as unknown as DiscoveryDb;
    await migrateDiscovery(db);
    return await run({ db, database, dir });
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
