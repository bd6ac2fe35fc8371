import { migrateDiscovery } from '@app/discovery';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/open-database.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One fresh database per run: migrations run clean on it, and it is dropped afterwards. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = await createPostgresDatabase(baseUrl);
  const database = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    await database.migrate();
    // Test apps run discovery in-process, as `npm start` does: its schema is migrated once.
    await migrateDiscovery(database.db);
  } finally {
    await database.close();
  }
  project.provide('postgresUrl', url);
  return async () => {
    await dropPostgresDatabase(baseUrl, url);
  };
}
