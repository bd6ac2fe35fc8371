import type { ChildProcess } from 'node:child_process';
import type { RestartDecision } from './restart-policy.ts';

export type SupervisedChild = {
  /** Settles once the child has ended for good: 0 when it stopped cleanly, else non-zero. */
  ended: Promise<number>;
  /** Passes the signal on (a second one forces the child out); no restart follows. */
  stop(signal: NodeJS.Signals): void;
};

/**
 * Runs one process and restarts it when it crashes: a non-zero exit, or a death by a signal
 * the supervisor did not pass on (kill -9, the OOM killer). A clean exit (0) is not a crash.
 * A process that fails before it ever said ready (`{ type: 'ready' }` over IPC) on its first
 * start is not restarted: a bad setting or a taken port fails the same way every time.
 */
export function superviseChild(options: {
  name: string;
  spawnChild: () => ChildProcess;
  policy: { onCrash(): RestartDecision };
  log: (line: string) => void;
}): SupervisedChild {
  const { name, log } = options;
  let child: ChildProcess | null = null;
  let stopping = false;
  let everReady = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let finish: (code: number) => void = () => {};
  const ended = new Promise<number>((resolve) => {
    finish = resolve;
  });

  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    child = null;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping || (code === 0 && !signal)) {
      log(`${name} exited (${how})`);
      finish(code ?? 1);
      return;
    }
    if (!everReady) {
      log(`${name} failed to start (${how}); not restarting`);
      finish(code || 1);
      return;
    }
    const decision = options.policy.onCrash();
    if (!decision.restart) {
      log(`${name} crashed (${how}) too often in the last minute; giving up`);
      finish(code || 1);
      return;
    }
    log(`${name} crashed (${how}); restarting in ${decision.delayMs / 1000}s`);
    restartTimer = setTimeout(start, decision.delayMs);
  };

  function start() {
    const started = options.spawnChild();
    child = started;
    let exited = false;
    const exitOnce = (code: number | null, signal: NodeJS.Signals | null) => {
      if (exited) return;
      exited = true;
      onExit(code, signal);
    };
    started.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'ready') everReady = true;
    });
    started.on('exit', exitOnce);
    // Could not be spawned at all (no node binary): as a failed start.
    started.on('error', () => exitOnce(1, null));
    log(`started ${name} (pid ${started.pid})`);
  }

  start();
  return {
    ended,
    stop(signal) {
      stopping = true;
      clearTimeout(restartTimer);
      if (child) child.kill(signal);
      else finish(0);
    },
  };
}
