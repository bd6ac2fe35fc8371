import type { ChildProcess } from 'node:child_process';
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
