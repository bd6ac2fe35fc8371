import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDiscovery } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    discoveryPgliteTemplate: string;
  }
}

/**
 * One migrated PGlite per run, dumped to a file: each test file loads its database from it
 * instead of running initdb and every migration again (about 5 s a file on a busy machine,
 * two thirds of this suite's PGlite time).
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  let dump: Blob;
  try {
    await migrateDiscovery(drizzlePglite({ client }));
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'discovery-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('discoveryPgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
