import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDiscovery } from '@app/discovery';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../src/platform/db/open-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * One migrated PGlite per run, dumped to a file: each test file starts its own in-memory
 * database from it instead of running initdb and every migration again (about 3 s a file).
 * The discovery schema is in it too: test apps run discovery in-process, as `npm start` does.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(
    file,
    Buffer.from(await (await migratedPgliteDump(migrateDiscovery)).arrayBuffer()),
  );
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
