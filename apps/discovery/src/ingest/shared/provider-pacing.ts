import { setTimeout as sleep } from 'node:timers/promises';

/**
 * In-process pacing for one provider: requests start at least `minIntervalMs` apart and at
 * most `maxOpen` are in flight (IGDB: 4 a second, 8 open, else 429). The quota ledger keeps
 * the shared minute budget across processes; this keeps one process from bursting inside it.
 */
export type Pacing = { minIntervalMs: number; maxOpen: number };

type PacerState = { nextStart: number; open: number; waiting: (() => void)[] };
const pacers = new Map<string, PacerState>();

/** Waits for a slot; the answer releases it (call once the response is read or failed). */
export async function takeSlot(
  source: string,
  pacing: Pacing,
  signal?: AbortSignal,
): Promise<() => void> {
  let state = pacers.get(source);
  if (!state) {
    state = { nextStart: 0, open: 0, waiting: [] };
    pacers.set(source, state);
  }
  const pacer = state;
  while (pacer.open >= pacing.maxOpen) {
    await new Promise<void>((resolve) => pacer.waiting.push(resolve));
  }
  pacer.open += 1;
  const start = Math.max(Date.now(), pacer.nextStart);
  pacer.nextStart = start + pacing.minIntervalMs;
  const wait = start - Date.now();
  try {
    if (wait > 0) await sleep(wait, undefined, signal ? { signal } : {});
  } catch (error) {
    release(pacer);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release(pacer);
  };
}

function release(pacer: PacerState) {
  pacer.open -= 1;
  pacer.waiting.shift()?.();
}

/** Helix's points bucket, per source: empty until this time (from Ratelimit-Remaining 0). */
const emptyBuckets = new Map<string, number>();

export function noteBucket(source: string, headers: Headers): void {
  if (headers.get('ratelimit-remaining') !== '0') return;
  const reset = Number(headers.get('ratelimit-reset'));
  if (reset > 0) emptyBuckets.set(source, reset * 1000);
}

/** When the source's bucket refills, if it is empty now; else null. */
export function bucketEmptyUntil(source: string, now = Date.now()): number | null {
  const until = emptyBuckets.get(source);
  if (until === undefined || until <= now) {
    emptyBuckets.delete(source);
    return null;
  }
  return until;
}
