import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { signalSorter } from '../operations/repeat-signal.ts';
import { createRestartPolicy } from './restart-policy.ts';
import { superviseChild } from './supervised-child.ts';

// `npm start` runs this: the server as a child process, restarted when it crashes, so one
// bad request or job that kills the process costs seconds instead of the service. With
// --split-roles the web side and the job workers are two children, restarted apart: a
// worker that dies never takes the web side down.

const SPLIT_FLAG = '--split-roles';
const mainPath = resolve(import.meta.dirname, '../main.ts');
const log = (line: string) => process.stdout.write(`supervisor: ${line}\n`);

const argv = process.argv.slice(2);
const split = argv.includes(SPLIT_FLAG);
const args = argv.filter((a) => a !== SPLIT_FLAG);
if (split && args.some((a) => a.startsWith('--role'))) {
  process.stderr.write(`${SPLIT_FLAG} runs both roles itself: leave out --role\n`);
  process.exit(1);
}
if (split && !process.env.DATABASE_URL) {
  // PGlite is a database inside one process: a second process cannot open it.
  process.stderr.write(
    `${SPLIT_FLAG} needs DATABASE_URL (PostgreSQL): PGlite serves one process\n`,
  );
  process.exit(1);
}

const roles = split
  ? [
      { name: 'web', args: [...args, '--role=web'] },
      { name: 'worker', args: [...args, '--role=worker'] },
    ]
  : [{ name: 'server', args }];

const children = roles.map((role) =>
  superviseChild({
    name: role.name,
    // Its own IPC channel: the child says when it is ready, and stops when this process dies.
    spawnChild: () =>
      spawn(process.execPath, [mainPath, ...role.args], {
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      }),
    policy: createRestartPolicy(),
    log,
  }),
);

// The first signal stops the children gracefully and a later one forces them; copies of the
// first (a terminal's Ctrl-C reaches the children too) are not passed on again.
const sort = signalSorter();
const stopAll = (signal: NodeJS.Signals) => {
  const action = sort();
  if (action === 'ignore') return;
  log(
    `${signal}: ${action === 'force' ? 'forcing' : 'stopping'} ${roles.map((r) => r.name).join(' and ')}`,
  );
  for (const child of children) child.stop(signal);
};
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGINT', () => stopAll('SIGINT'));
// Started with an IPC channel (scripts/start.mjs): its end means the parent is gone.
if (process.send) process.on('disconnect', () => stopAll('SIGTERM'));

const codes = await Promise.all(children.map((child) => child.ended));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
