import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = join(serverDir, '../../scripts/check-migrations.mjs');
const runCheck = (env: Record<string, string> = {}) =>
  spawnSync('node', [script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

// Not database-specific: runs in the PGlite project only.
describe('npm run db:check', () => {
  mkdirSync(join(serverDir, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(serverDir, '.tmp', 'drift-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes when the committed migrations match the schema', () => {
    const result = runCheck();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Schema and migrations agree');
  });

  it('fails, showing the missing SQL, when the schema has a change without a migration', () => {
    const schema = join(dir, 'schema.ts');
    writeFileSync(
      schema,
      [
        "import { pgTable, serial, text } from 'drizzle-orm/pg-core';",
        `export * from '${join(serverDir, 'src/platform/db/schema/index.ts')}';`,
        "export const driftProbe = pgTable('drift_probe', { id: serial('id').primaryKey(), note: text('note') });",
      ].join('\n'),
    );
    const result = runCheck({ DRIZZLE_SCHEMA: schema });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('changes without a migration');
    expect(result.stderr).toContain('CREATE TABLE "drift_probe"');
  });
});
