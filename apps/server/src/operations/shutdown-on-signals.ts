import { signalSorter } from './repeat-signal.ts';

/** Beyond SHUTDOWN_TIMEOUT: closing the queue and the database; past it, something hangs. */
const STUCK_AFTER_MS = 15_000;

/**
 * SIGTERM or SIGINT stops the server (`stop`: requests and jobs get the timeout) and exits 0;
 * a second signal exits 1 at once (an operator who means it), unless it is a copy of the
 * first (repeat-signal.ts). A stop that fails or hangs
 * past the timeout exits 1. Run by the supervisor (an IPC channel), the process also stops
 * when that channel closes: a supervisor killed outright must not leave it running unseen.
 */
export function shutdownOnSignals(
  stop: () => Promise<void>,
  options: { timeoutMs: number; write?: (line: string) => void },
): void {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const sort = signalSorter();
  const shutdown = (reason: string) => {
    const action = sort();
    if (action === 'ignore') return;
    if (action === 'force') {
      write(`${reason} again: exiting now`);
      process.exit(1);
    }
    write(`${reason}: shutting down (up to ${Math.round(options.timeoutMs / 1000)}s)`);
    const stuck = setTimeout(() => {
      write('shutdown did not finish in time: exiting');
      process.exit(1);
    }, options.timeoutMs + STUCK_AFTER_MS);
    stuck.unref();
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (process.send) process.on('disconnect', () => shutdown('supervisor gone'));
}
