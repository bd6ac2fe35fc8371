// `npm test`: the whole suite. Unit and integration tests (Vitest) for each workspace,
// the server suite on PGlite and, with TEST_DATABASE_URL, on PostgreSQL too; the
// migrations drift check; Playwright end-to-end tests in Debian's Chromium on the built app.
// Ends with each step's wall time and one closing line that sums every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSupportedNode } from './node-runtime.mjs';

// On a Node older than 22 this runs again under the fetched Node 22 (scripts/node-runtime.mjs).
await useSupportedNode();

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
const timings = [];
const started = Date.now();

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Runs one step. `log`: its output goes to that file and is printed when it ends (a step
 * running beside another), else straight to the terminal. Answers whether it passed.
 */
async function step(name, cmd, args, reportFile, count, log) {
  const t0 = Date.now();
  if (!log) console.log(`\n=== ${name} ===`);
  const output = log ? openSync(log, 'w') : 'inherit';
  const status = await new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', output, output], env: process.env });
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  const took = Date.now() - t0;
  timings.push({ name, from: t0 - started, took });
  if (log) console.log(`\n=== ${name} ===\n${readFileSync(log, 'utf8')}`);
  let counted = false;
  if (reportFile && existsSync(reportFile)) {
    const c = count(JSON.parse(readFileSync(reportFile, 'utf8')));
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
    counted = c.passed + c.failed > 0;
  }
  const passed = status === 0 && (!reportFile || counted);
  if (!passed) failures.push(name);
  console.log(`=== ${name}: ${passed ? 'passed' : 'FAILED'} in ${minutes(took)} ===`);
  return passed;
}

const vitestCount = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
});
function vitestStep(ws, log, project) {
  const name = project ? `${ws} ${project}` : ws;
  const out = join(reports, `${name.replace(/[/ ]/g, '-')}.json`);
  return step(
    `vitest ${name}`,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      ws,
      ...(project ? ['--project', project] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    out,
    vitestCount,
    log,
  );
}
const logOf = (name) => join(reports, `${name.replace(/[/ ]/g, '-')}.log`);

// Lanes on a two-core machine: the server suite on PGlite (the longest, printed as it runs);
// the server suite on PostgreSQL; the other workspaces' suites, the migrations check, the web
// build, then the end-to-end tests on that build, each printed when it ends. The e2e does not
// wait for the server suite. It does wait for the other suites: run all at once on a loaded
// machine, the first e2e tests timed out (a sign-in over 20 s) and the discovery suite's
// spawned servers too. The server suite's two projects run as two processes: each keeps one
// worker (the PostgreSQL project's files share one database and pg-boss queues, so they must
// not overlap), and each waits (timers, child servers, Dovecot, PostgreSQL) while the other
// computes.
await Promise.all([
  vitestStep('apps/server', null, 'pglite'),
  ...(process.env.TEST_DATABASE_URL
    ? [vitestStep('apps/server', logOf('apps/server postgres'), 'postgres')]
    : []),
  (async () => {
    for (const ws of ['packages/contract', 'apps/discovery', 'apps/web']) {
      await vitestStep(ws, logOf(ws));
    }
    await step(
      'migrations match the schema',
      'npm',
      ['run', '--silent', 'db:check'],
      null,
      null,
      logOf('db-check'),
    );
    const built = await step(
      'build web app',
      'npm',
      ['run', '--silent', 'build'],
      null,
      null,
      logOf('build'),
    );
    if (!built) return;
    await step(
      'playwright e2e',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      join(reports, 'e2e.json'),
      (r) => ({
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
        skipped: r.stats.skipped,
      }),
      logOf('e2e'),
    );
  })(),
]);

console.log('\nSteps (started at, wall time, m:ss):');
for (const t of timings.sort((a, b) => a.from - b.from)) {
  console.log(`  ${minutes(t.from).padStart(6)}  ${minutes(t.took).padStart(6)}  ${t.name}`);
}
console.log(`  ${'total'.padStart(6)}  ${minutes(Date.now() - started).padStart(6)}`);

if (process.env.CI && totals.skipped > 0) failures.push(`${totals.skipped} skipped tests`);
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
