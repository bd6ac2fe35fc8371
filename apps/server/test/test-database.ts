import { readFileSync } from 'node:fs';
import { migrateDiscovery } from '@app/discovery';
import { inject } from 'vitest';
import {
  type Database,
  type OpenDatabaseOptions,
  openDatabase,
} from '../src/platform/db/open-database.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases.ts';

export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * The database a test file works on, shared by the files as on a real server: rows are made
 * unique by factories, never truncated. `fresh: true` gives an empty database of its own (e.g.
 * "no users yet"); `closable: true`, a connection the file may close while its app runs.
 * PGlite: one in-memory instance per worker, loaded from the run's migrated template; a file's
 * close leaves it open for the next file. Loading a copy for every file cost about 1.2 s of
 * CPU each, the PGlite suite's largest fixed cost.
 * PostgreSQL: a pool of the file's own on the run's database.
 */
export async function openTestDatabase(
  options: { fresh?: boolean; closable?: boolean } = {},
): Promise<Database> {
  if (dbKind === 'pglite') {
    if (options.fresh || options.closable) return openPgliteFromTemplate();
    sharedPglite ??= openPgliteFromTemplate();
    return { ...(await sharedPglite), close: async () => {} };
  }
  if (!options.fresh) {
    return openDatabase({ kind: 'postgres', url: inject('postgresUrl'), max: 4 });
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const url = await createPostgresDatabase(baseUrl);
  const database = await openDatabase({ kind: 'postgres', url, max: 4 });
  await database.migrate();
  await migrateDiscovery(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(baseUrl, url);
    },
  };
}

/**
 * A server process's own database, migrated, as its first start leaves it: a new PGlite data
 * dir is loaded from the run's template (initdb and every migration on disk cost about 3.4 s
 * of CPU, and the first start is the subject of embedded-start and startup-readiness, not of
 * the tests that use this); a PostgreSQL database is migrated.
 */
export async function openMigratedDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = await openDatabase(
    options.kind === 'pglite' ? { ...options, template: pgliteTemplate() } : options,
  );
  await database.migrate();
  return database;
}

/** The worker's shared PGlite; it lives as long as the worker (files share their module cache). */
let sharedPglite: Promise<Database> | undefined;

function openPgliteFromTemplate(): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir: null, template: pgliteTemplate() });
}

function pgliteTemplate(): Blob {
  return new Blob([readFileSync(inject('pgliteTemplate'))]);
}
