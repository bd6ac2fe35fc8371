/** Crashes counted for the cap and the back-off: those of the last minute. */
export const CRASH_WINDOW_MS = 60_000;
/** Restarts allowed within CRASH_WINDOW_MS; one more crash and the supervisor gives up. */
export const MAX_RESTARTS_PER_MINUTE = 5;
export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;

export type RestartDecision = { restart: true; delayMs: number } | { restart: false };

/**
 * When to restart a crashed process: at once-ish after a lone crash (1 s), doubling with each
 * crash in the last minute (a database that is down is not hammered), and not at all past
 * MAX_RESTARTS_PER_MINUTE (a process that dies on every start is a bug to look at, and
 * restarting it for ever would hide it behind a process that seems up).
 */
export function createRestartPolicy(
  options: {
    maxPerMinute?: number;
    firstDelayMs?: number;
    maxDelayMs?: number;
    now?: () => number;
  } = {},
): { onCrash(): RestartDecision } {
  const maxPerMinute = options.maxPerMinute ?? MAX_RESTARTS_PER_MINUTE;
  const firstDelayMs = options.firstDelayMs ?? FIRST_RESTART_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? MAX_RESTART_DELAY_MS;
  const now = options.now ?? Date.now;
  let crashes: number[] = [];
  return {
    onCrash() {
      const at = now();
      crashes = [...crashes.filter((t) => at - t < CRASH_WINDOW_MS), at];
      if (crashes.length > maxPerMinute) return { restart: false };
      return {
        restart: true,
        delayMs: Math.min(maxDelayMs, firstDelayMs * 2 ** (crashes.length - 1)),
      };
    },
  };
}
