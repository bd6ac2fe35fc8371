import { readFileSync } from 'node:fs';
import { migrateDiscovery } from '@app/discovery';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/open-database.ts';
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

/** The worker's shared PGlite; it lives as long as the worker (files share their module cache). */
let sharedPglite: Promise<Database> | undefined;

function openPgliteFromTemplate(): Promise<Database> {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', dataDir: null, template });
}
