import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

// Load generators and measured commands run in a process of their own: the server's event loop
// serves (or the command's RSS is its own), it does not also load.

type ChildOptions = { input?: unknown; args?: string[]; env?: Record<string, string> };

/** Runs a TypeScript support script, sends it `input`, answers its one result. */
export function runChild<R>(script: URL, options: ChildOptions = {}): Promise<R> {
  const child = fork(fileURLToPath(script), options.args ?? [], {
    // Not the bench's own flags (--expose-gc): the script measures itself as a server would run.
    execArgv: [],
    ...(options.env ? { env: options.env } : {}),
  });
  if (options.input !== undefined) child.send(options.input as object);
  const name = script.pathname.split('/').pop();
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as R));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

/** In the child: what the parent sent. */
export async function inputFromParent<T>(): Promise<T> {
  const [input] = await once(process, 'message');
  return input as T;
}

/** In the child: the result, then the end (even if a driver left a handle open). */
export function replyToParent(result: unknown, end: 'disconnect' | 'exit' = 'disconnect'): void {
  process.send?.(result, () => (end === 'exit' ? process.exit(0) : process.disconnect()));
}

/** `clients` loops at once, each taking the next item until none is left; the seconds taken. */
export async function drainConcurrently<T>(
  items: readonly T[],
  clients: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const client = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return (performance.now() - started) / 1000;
}
