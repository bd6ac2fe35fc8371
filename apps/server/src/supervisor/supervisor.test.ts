import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process.ts';
import { alive, pidOf, seen, serverEnv } from '../../test/supervised-server.ts';

// What `npm start` runs (scripts/start.mjs starts this same entry), as real processes.

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
});
