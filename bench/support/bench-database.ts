import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/open-database.ts';

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
