import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as delay, setImmediate } from 'node:timers/promises';

// PGlite answers one query at a time for the whole process, and a transaction holds it until
// COMMIT. Background work in the server's process (a first mail sync storing thousands of
// messages, a transaction each) that starts its next transaction while a request is being
// answered puts each of the request's queries behind a whole transaction: the mailbox list
// then took ~0.5 s at p95 during a sync. So requests are counted while they are answered
// (registerForegroundCount, app.ts), and background loops call yieldToForeground between two
// transactions: on PGlite it waits until no request is in flight (bounded, so a steady stream
// of requests slows the work but never stops it). On PostgreSQL the pool serves requests beside
// the work: nothing waits.

/** Databases whose queries run one at a time (PGlite), marked by openDatabase. */
const serial = new WeakSet<object>();
let inFlight = 0;
let waiters: (() => void)[] = [];

export function markSerialDatabase(db: object): void {
  serial.add(db);
}

/**
 * Marks the code run inside a counted request: work it runs itself (an inline job in tests
 * and benches, a sync started by the request) must not wait for its own request.
 */
const insideRequest = new AsyncLocalStorage<true>();

/** Runs `fn` (the rest of a request's handling) as the request's own work. */
export function runInsideRequest(fn: () => void): void {
  insideRequest.run(true, fn);
}

/** A request (or other foreground work) starts; call the answer once when it ends. */
export function foregroundStarted(): () => void {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
}

/** The longest a background step waits for requests to end. */
export const FOREGROUND_WAIT_MS = 250;
/**
 * On a serial database, the pause before looking: a request takes a few turns of the event
 * loop from its connection to its first line (accept, then the data), and a transaction's
 * queries never leave the loop a turn, so one turn is not enough for it to be counted.
 */
const LOOK_AFTER_MS = 3;

/**
 * Between two transactions of background work: lets pending I/O in (a request that just
 * arrived gets counted), then on a serial database waits while requests are in flight, at
 * most `maxMs`.
 */
export async function yieldToForeground(db: object, maxMs = FOREGROUND_WAIT_MS): Promise<void> {
  if (!serial.has(db)) {
    await setImmediate();
    return;
  }
  await delay(LOOK_AFTER_MS);
  // The request this work runs in (if any) is not waited for.
  const own = insideRequest.getStore() ? 1 : 0;
  const until = performance.now() + maxMs;
  while (inFlight > own && performance.now() < until) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters = waiters.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, until - performance.now()));
      waiters.push(done);
    });
  }
}
