import { readFileSync } from 'node:fs';
import { migrateDiscovery } from '@app/discovery';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/open-database.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases.ts';

export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * The database a test file works on. PGlite: a new in-memory instance (one per file), loaded
 * from the run's migrated template.
 * PostgreSQL: the run's database, shared by files; rows are made unique by factories,
 * never truncated. `fresh: true` gives an empty database of its own (e.g. "no users yet").
 */
export async function openTestDatabase(options: { fresh?: boolean } = {}): Promise<Database> {
  if (dbKind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', dataDir: null, template });
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
