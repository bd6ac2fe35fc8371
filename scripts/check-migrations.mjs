#!/usr/bin/env node
// Fails when the Drizzle schema and the committed migrations drift apart: generates into a
// temporary copy of drizzle/ and fails if that would produce a new migration. Also runs
// `drizzle-kit check` on the committed folder (consistent snapshots, no collisions).
// Run from the workspace whose drizzle.config.ts and drizzle/ it checks (`npm run db:check
// -w apps/server`, `-w apps/discovery`). DRIZZLE_SCHEMA may point at another schema entry
// (the test uses it to prove a failure).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const packageDir = process.cwd();
const committed = join(packageDir, 'drizzle');
const workspace = `apps/${basename(packageDir)}`;

function run(args, env = {}) {
  return spawnSync('npx', ['--no-install', 'drizzle-kit', ...args], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

const sqlFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

const check = run(['check']);
if (check.status !== 0) {
  process.stderr.write(`drizzle-kit check failed:\n${check.stdout}${check.stderr}`);
  process.exit(1);
}

// drizzle-kit takes `out` relative to the config, so the copy lives under the workspace's .tmp.
mkdirSync(join(packageDir, '.tmp'), { recursive: true });
const temp = mkdtempSync(join(packageDir, '.tmp', 'drizzle-drift-'));
try {
  cpSync(committed, temp, { recursive: true });
  const before = sqlFiles(temp);
  const generate = run(['generate', '--name', 'drift_check'], {
    DRIZZLE_OUT: relative(packageDir, temp),
  });
  const output = `${generate.stdout}${generate.stderr}`;
  // drizzle-kit can exit 0 after an error: success must be stated in its output.
  const answered = /No schema changes|Your SQL migration file/.test(output);
  const added = sqlFiles(temp).filter((f) => !before.includes(f));
  if (generate.status !== 0 || !answered || /Error/.test(output)) {
    process.stderr.write(`drizzle-kit generate failed:\n${output}`);
    process.exitCode = 1;
  } else if (added.length > 0) {
    process.stderr.write(
      `The schema has changes without a migration. Run \`npm run db:generate -w ${workspace}\` and commit ${workspace}/drizzle.\n`,
    );
    for (const file of added) {
      process.stderr.write(
        `\n--- would generate ${file}:\n${readFileSync(join(temp, file), 'utf8')}\n`,
      );
    }
    process.exitCode = 1;
  } else {
    process.stdout.write('Schema and migrations agree.\n');
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
