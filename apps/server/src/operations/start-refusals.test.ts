import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { commandIo } from '../../test/installations.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { serverEnv } from '../../test/supervised-server.ts';
import { backupCommand } from './backup/backup-command.ts';
import { LOCK_FILE } from './data-dir-lock.ts';
import { moveCommand } from './move/move-command.ts';

/** A port something else listens on, for as long as the test runs. */
async function takenPort(): Promise<number> {
  const other = createServer();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => other.close(() => resolve())));
  const address = other.address();
  return typeof address === 'object' && address ? address.port : 0;
}

// Real processes, as `npm start` and the commands run them.
describe('refusals an operator can act on', () => {
  it('a taken port: one line naming the port and what to do, exit 1, not restarted', async () => {
    const env = await serverEnv();
    const port = await takenPort();
    const expected = `Port ${port} is already in use: set PORT to another port or stop the other process`;

    const server = startServerProcess('main.ts', { ...env, PORT: String(port) });
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim()).toBe(expected);

    const supervisor = startServerProcess('supervisor/supervise.ts', {
      ...env,
      PORT: String(port),
    });
    expect((await supervisor.exited).code).toBe(1);
    const lines = supervisor.output().trim().split('\n');
    expect(lines.filter((line) => !line.startsWith('supervisor: '))).toEqual([expected]);
    expect(supervisor.output()).toContain('server failed to start (code 1); not restarting');
  }, 120_000);

  it('embedded database: backup, move, create-admin and a second server refuse while a server holds the data dir', async () => {
    // PGlite whatever the run's database: the lock is the embedded database's.
    const { DATABASE_URL: _, ...env } = await serverEnv();
    const server = startServerProcess('main.ts', env);
    // A fresh embedded database: initdb and every migration, on a loaded machine.
    await server.waitFor(/CreatorHub is running/, 150_000);
    const refusal = new RegExp(
      `^A CreatorHub server \\(pid ${server.child.pid}\\) is using the embedded database in .+: stop it first`,
    );

    const archive = join(env.DATA_DIR ?? '', 'refused.tar.gz');
    const backup = commandIo(env);
    expect(await backupCommand(['--out', archive], backup.io)).toBe(1);
    expect(backup.err).toHaveLength(1);
    expect(backup.err[0]).toMatch(refusal);
    expect(existsSync(archive)).toBe(false);

    const move = commandIo(env);
    expect(await moveCommand(['--to', 'postgres://127.0.0.1:9/none'], move.io)).toBe(1);
    expect(move.err[0]).toMatch(refusal);

    const createAdmin = startServerProcess('cli/create-admin.ts', env, [
      '--email',
      'second@example.com',
      '--password',
      'second-pass-1',
    ]);
    expect((await createAdmin.exited).code).toBe(1);
    expect(createAdmin.output().trim()).toMatch(refusal);

    const second = startServerProcess('main.ts', { ...env, PORT: '0' });
    expect((await second.exited).code).toBe(1);
    expect(second.output().trim()).toMatch(refusal);

    // Stopped, the server lets go of the data dir: the backup runs.
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(existsSync(join(env.DATA_DIR ?? '', LOCK_FILE))).toBe(false);
    const after = commandIo(env);
    expect(await backupCommand(['--out', archive], after.io), after.err.join('\n')).toBe(0);
    expect(existsSync(archive)).toBe(true);
  }, 300_000);
});
