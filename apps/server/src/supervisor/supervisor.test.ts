import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { createPostgresDatabase, dropPostgresDatabase } from '../../test/postgres-databases.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { dbKind } from '../../test/test-database.ts';

// What `npm start` runs (scripts/start.mjs starts this same entry), as real processes.
async function serverEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supervisor-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseUrl = dbKind === 'postgres' ? await createPostgresDatabase(baseUrl) : null;
  if (databaseUrl) afterAll(() => dropPostgresDatabase(baseUrl, databaseUrl));
  return {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    ARGON2_MEMORY_KIB: '256',
    WEB_DIST: join(dataDir, 'no-web-dist'),
    SHUTDOWN_TIMEOUT: '10s',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

const pidOf = (match: RegExpMatchArray) => Number(match[1]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The pattern seen `times` times in the output. */
const seen = (pattern: string, times: number) => new RegExp(`(?:${pattern}[\\s\\S]*){${times}}`);

describe('supervisor', () => {
  it('restarts a server killed outright, and stops with it on Ctrl-C (exit 0)', async () => {
    const env = await serverEnv();
    const supervisor = startServerProcess('supervisor/supervise.ts', env, [], { detached: true });
    const first = pidOf(await supervisor.waitFor(/started server \(pid (\d+)\)/));
    await supervisor.waitFor(/CreatorHub is running at (\S+)/);
    const health = `http://127.0.0.1:${env.PORT}/healthz`;
    expect((await fetch(health)).status).toBe(200);

    process.kill(first, 'SIGKILL');
    await supervisor.waitFor(/server crashed \(signal SIGKILL\); restarting in 1s/);
    const second = pidOf(await supervisor.waitFor(seen('started server \\(pid (\\d+)\\)', 2)));
    expect(second).not.toBe(first);
    await supervisor.waitFor(seen('CreatorHub is running', 2));
    expect((await fetch(health)).status).toBe(200);

    // Ctrl-C: SIGINT to every process of the group, the server included; the supervisor
    // passes it on too, and the server takes the copy for the same signal, not a second one.
    process.kill(-(supervisor.child.pid ?? 0), 'SIGINT');
    expect(await supervisor.exited, supervisor.output()).toEqual({ code: 0, signal: null });
    expect(supervisor.output()).toContain('server exited (code 0)');
    expect(supervisor.output()).not.toContain('exiting now');
    expect(alive(second)).toBe(false);
  }, 180_000);

  it('does not restart a server that fails to start (a bad setting), and exits 1', async () => {
    const env = await serverEnv();
    const supervisor = startServerProcess('supervisor/supervise.ts', { ...env, PORT: 'abc' });
    expect((await supervisor.exited).code).toBe(1);
    expect(supervisor.output()).toContain('server failed to start (code 1); not restarting');
    expect(supervisor.output().match(/started server/g)).toHaveLength(1);
  }, 60_000);

  it('refuses --split-roles on PGlite: a second process cannot open its database', async () => {
    const env = await serverEnv();
    delete env.DATABASE_URL;
    const supervisor = startServerProcess('supervisor/supervise.ts', env, ['--split-roles']);
    expect((await supervisor.exited).code).toBe(1);
    expect(supervisor.output()).toContain('--split-roles needs DATABASE_URL');
  });

  // Split roles need a database two processes share: PostgreSQL.
  it.skipIf(dbKind !== 'postgres')(
    'with --split-roles, a worker killed outright is restarted and web keeps serving',
    async () => {
      const env = await serverEnv();
      const supervisor = startServerProcess('supervisor/supervise.ts', env, ['--split-roles']);
      const web = pidOf(await supervisor.waitFor(/started web \(pid (\d+)\)/));
      const worker = pidOf(await supervisor.waitFor(/started worker \(pid (\d+)\)/));
      await supervisor.waitFor(/CreatorHub is running/);
      await supervisor.waitFor(/CreatorHub worker running/);
      const ready = `http://127.0.0.1:${env.PORT}/readyz`;
      expect((await fetch(ready)).status).toBe(200);

      process.kill(worker, 'SIGKILL');
      // Web answers ready throughout the worker's crash and restart.
      const answers: number[] = [];
      const restarted = supervisor.waitFor(seen('CreatorHub worker running', 2));
      let done = false;
      void restarted.finally(() => {
        done = true;
      });
      while (!done) {
        answers.push((await fetch(ready)).status);
        await new Promise((r) => setTimeout(r, 100));
      }
      await restarted;
      expect(answers.length).toBeGreaterThan(5);
      expect(new Set(answers)).toEqual(new Set([200]));
      expect(supervisor.output()).toContain('worker crashed (signal SIGKILL)');
      expect(supervisor.output()).not.toContain('web crashed');
      expect(alive(web)).toBe(true);

      supervisor.child.kill('SIGTERM');
      expect(await supervisor.exited, supervisor.output()).toEqual({ code: 0, signal: null });
      expect(supervisor.output()).toContain('web exited (code 0)');
      expect(supervisor.output()).toContain('worker exited (code 0)');
    },
    120_000,
  );
});
