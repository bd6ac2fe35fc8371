// `npm start` on a fresh clone: install what is missing, build the web app when its
// sources changed, then run the server (web + in-process workers) on embedded defaults,
// under a supervisor that restarts it after a crash (--split-roles: web and workers apart).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime, run } from './lib.mjs';
import { useSupportedNode } from './node-runtime.mjs';

// On a Node older than 22 this runs again under the fetched Node 22 (scripts/node-runtime.mjs).
await useSupportedNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('Installing dependencies (first start)...');
  run('npm', ['ci']);
}

const distIndex = 'apps/web/dist/index.html';
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress-plugin.ts',
  'apps/web/route-preload-plugin.ts',
  'apps/web/scripts/prerender-login.ts',
  'packages/contract/src',
];
if (!existsSync(distIndex) || newestMtime(webSources) > newestMtime([distIndex])) {
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

// The supervisor restarts the server when it crashes (apps/server/src/supervisor). Signals
// sent to this process are passed on (copies of one signal are ignored down the line); the
// IPC channel stops the supervisor should this process die.
const supervisor = spawn(
  process.execPath,
  ['apps/server/src/supervisor/supervise.ts', ...process.argv.slice(2)],
  { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => supervisor.kill(signal));
}
supervisor.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
