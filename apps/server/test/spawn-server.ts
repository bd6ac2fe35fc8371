import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '..');

export type ServerProcess = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output (waiting for it to appear). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The exit: code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * A real server process, as `npm start` runs it: `entry` is main.ts (the server),
 * supervisor/supervise.ts or a command (cli/), relative to apps/server/src. Free of vitest,
 * so the benches spawn servers with it too; tests use startServerProcess, which also kills it
 * after the file.
 */
export function spawnServerProcess(
  entry: 'main.ts' | 'supervisor/supervise.ts' | 'cli/create-admin.ts' | 'cli/doctor.ts',
  env: Record<string, string>,
  args: string[] = [],
  /** Its own process group, which the test can signal as a terminal's Ctrl-C would. */
  options: { detached?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, [resolve(serverDir, 'src', entry), ...args], {
    cwd: serverDir,
    // Only what the test sets, so the machine's own settings (DATABASE_URL) stay out.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((found, fail) => {
        const check = () => {
          const match = text.match(pattern);
          if (!match) return;
          stop();
          found(match);
        };
        const timer = setTimeout(() => {
          stop();
          fail(new Error(`Timed out waiting for ${pattern}; output:\n${text.slice(-3000)}`));
        }, timeoutMs);
        const stop = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        exited.then(() => {
          if (!listeners.has(check)) return;
          stop();
          fail(new Error(`Exited before ${pattern}; output:\n${text.slice(-3000)}`));
        });
        check();
      });
    },
  };
}
