// `npm test`: the whole suite. Unit and integration tests (Vitest) for each workspace,
// the server suite on PGlite and, with TEST_DATABASE_URL, on PostgreSQL too; the
// migrations drift check; then Playwright end-to-end tests in Debian's Chromium.
// Ends with one closing line that sums every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (!existsSync('node_modules/.package-lock.json')) {
  spawnSync('npm', ['ci'], { stdio: 'inherit' });
}
if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('CI must run the PostgreSQL suite: set TEST_DATABASE_URL (see .ci/run).');
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error(
    "End-to-end tests need Debian's Chromium: apt-get install chromium (.ci/run does).",
  );
  process.exit(1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/**
 * Runs one step. `log`: its output goes to that file and is printed when it ends (a step
 * running beside another), else straight to the terminal.
 */
async function step(name, cmd, args, reportFile, count, log) {
  if (!log) console.log(`\n=== ${name} ===`);
  const output = log ? openSync(log, 'w') : 'inherit';
  const status = await new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', output, output], env: process.env });
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  if (log) console.log(`\n=== ${name} ===\n${readFileSync(log, 'utf8')}`);
  let counted = false;
  if (reportFile && existsSync(reportFile)) {
    const c = count(JSON.parse(readFileSync(reportFile, 'utf8')));
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
    counted = c.passed + c.failed > 0;
  }
  if (status !== 0 || (reportFile && !counted)) failures.push(name);
}

const vitestCount = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
});
function vitestStep(ws, log) {
  const out = join(reports, `${ws.replace('/', '-')}.json`);
  return step(
    `vitest ${ws}`,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      ws,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    out,
    vitestCount,
    log,
  );
}

// The server suite, the longest, runs one worker on a two-core machine: the other
// workspaces, the migrations check and the web build (for the end-to-end tests) run beside
// it on the second core, their output printed as each ends.
await Promise.all([
  vitestStep('apps/server'),
  (async () => {
    for (const ws of ['packages/contract', 'apps/discovery', 'apps/web']) {
      await vitestStep(ws, join(reports, `${ws.replace('/', '-')}.log`));
    }
    await step(
      'migrations match the schema',
      'npm',
      ['run', '--silent', 'db:check'],
      null,
      null,
      join(reports, 'db-check.log'),
    );
    await step(
      'build web app',
      'npm',
      ['run', '--silent', 'build'],
      null,
      null,
      join(reports, 'build.log'),
    );
  })(),
]);

const e2eOut = join(reports, 'e2e.json');
await step(
  'playwright e2e',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  e2eOut,
  (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }),
);

if (process.env.CI && totals.skipped > 0) failures.push(`${totals.skipped} skipped tests`);
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
