import { onTestFinished } from 'vitest';
import { type ServerProcess, spawnServerProcess } from './spawn-server.ts';

export type { ServerProcess } from './spawn-server.ts';

/**
 * spawnServerProcess, killed when the test ends if still alive, failed or not (call it inside
 * a test: an afterAll registered there does not run).
 */
export function startServerProcess(...args: Parameters<typeof spawnServerProcess>): ServerProcess {
  const server = spawnServerProcess(...args);
  onTestFinished(() => {
    const { child } = server;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return server;
}

/** Polls `condition` every 100 ms until it holds, or fails after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
