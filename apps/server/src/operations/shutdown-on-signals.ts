import { signalSorter } from './repeat-signal.ts';

/**
 * Of SHUTDOWN_TIMEOUT, what closing takes after the requests and jobs under way have had
 * their time: handing back runs still going, pg-boss's own stop (up to 1 s), SMTP and the
 * database. At most a third of the timeout.
 */
export const CLOSING_RESERVE_MS = 3_000;

/** How long requests and jobs under way get when the stop begins: the process is gone within `timeoutMs`. */
export function runsBudgetMs(timeoutMs: number): number {
  return timeoutMs - Math.min(CLOSING_RESERVE_MS, Math.floor(timeoutMs / 3));
}

/**
 * SIGTERM or SIGINT stops the server (`stop`: requests and jobs get the timeout less the
 * closing reserve) and exits 0; a second signal exits 1 at once (an operator who means it),
 * unless it is a copy of the first (repeat-signal.ts). A stop that fails, or is not done when
 * the timeout is up, exits 1: a process manager's grace period is never outlived. Run by the supervisor (an IPC channel), the process also stops
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
    }, options.timeoutMs);
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
