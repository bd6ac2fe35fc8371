import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { alive, pidOf, seen, serverEnv } from '../../test/supervised-server.ts';

// Split roles need a database two processes share, so this runs in the PostgreSQL project
// only (vitest.config.ts: *.postgres.test.ts).
describe('supervisor with split roles', () => {
  it('with --split-roles, a worker killed outright is restarted and web keeps serving', async () => {
    // The worker has no API, but answers health and metrics on OPERATIONS_PORT.
    const operations = `http://127.0.0.1:${await freePort()}`;
    const metricsToken = 'split-roles-metrics-token';
    const env: Record<string, string> = {
      ...(await serverEnv()),
      OPERATIONS_PORT: new URL(operations).port,
      METRICS_TOKEN: metricsToken,
    };
    const supervisor = startServerProcess('supervisor/supervise.ts', env, ['--split-roles']);
    const web = pidOf(await supervisor.waitFor(/started web \(pid (\d+)\)/));
    const worker = pidOf(await supervisor.waitFor(/started worker \(pid (\d+)\)/));
    // Two cold starts at once (each compiles the server and takes the migration lock): on a
    // busy 2-core CI machine that took over 60 s.
    await supervisor.waitFor(/CreatorHub is running/, 150_000);
    await supervisor.waitFor(/CreatorHub worker running/, 150_000);
    const ready = `http://127.0.0.1:${env.PORT}/readyz`;
    expect((await fetch(ready)).status).toBe(200);
    expect((await fetch(`${operations}/healthz`)).status).toBe(200);
    const workerReady = await fetch(`${operations}/readyz`);
    expect(workerReady.status, await workerReady.clone().text()).toBe(200);
    const scrape = await fetch(`${operations}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('job_queue_depth{queue="email.deliver"}');
    expect((await fetch(`${operations}/api/user`)).status).toBe(404);

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
  }, 300_000);
});
