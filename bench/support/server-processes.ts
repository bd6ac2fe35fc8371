import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { spawnServerProcess } from '../../apps/server/test/spawn-server.ts';

export type BenchServerProcess = {
  name: string;
  /** Where a web process listens (null for a worker). */
  url: string | null;
  child: ChildProcess;
  /** SIGTERM, then waits for the graceful exit; fails on any other exit than 0. */
  stop(): Promise<void>;
};

/**
 * A real server process as `npm start`'s supervisor runs it (main.ts, with `args` such as
 * --role=web), on only the environment given; answers once it says it is running.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<BenchServerProcess> {
  const server = spawnServerProcess('main.ts', env, args);
  const running = await server
    .waitFor(/CreatorHub is running at (\S+)|CreatorHub worker running/, 120_000)
    .catch((error: unknown) => {
      server.child.kill('SIGKILL');
      throw new Error(`${name} did not start: ${error instanceof Error ? error.message : error}`);
    });
  return {
    name,
    url: running[1] ?? null,
    child: server.child,
    async stop() {
      const { child } = server;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const { code } = await server.exited;
      if (code !== 0)
        throw new Error(`${name} exited with ${code}:\n${server.output().slice(-3000)}`);
    },
  };
}

/**
 * What a benchmark's server process runs on, besides its PORT: its data dir (and no web build),
 * quiet logs, no login throttle, and keys of its own; with `databaseUrl`, that PostgreSQL.
 */
export function serverProcessEnv(
  dataDir: string,
  databaseUrl: string | null,
): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web-dist'),
    LOGIN_RATE_LIMIT: '100000',
    SHUTDOWN_TIMEOUT: '10s',
    // Every process given this one environment signs and seals with the same keys, as a
    // deployment's would.
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRET_BOX_KEY: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}
