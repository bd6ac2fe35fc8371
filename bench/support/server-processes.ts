import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../../apps/server');

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
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(serverDir, 'src/main.ts'), ...args],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string | null>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const running = /CreatorHub is running at (\S+)|CreatorHub worker running/.exec(output);
      if (!running) return;
      clearTimeout(timer);
      done(running[1] ?? null);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited (${code}) before it ran:\n${output}`));
    });
  });
  return {
    name,
    url,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`${name} exited with ${code}:\n${output.slice(-3000)}`);
    },
  };
}
