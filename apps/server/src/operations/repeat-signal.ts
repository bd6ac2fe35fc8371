/**
 * One signal can arrive more than once within moments: a Ctrl-C reaches every process of
 * the terminal's group while the supervisor passes it on too, and systemd signals every
 * process of the unit. Only a repeat after this long means "stop now".
 */
export const SAME_SIGNAL_MS = 1_000;

/**
 * Sorts the signals a process gets: the first starts a graceful stop, copies of it within
 * SAME_SIGNAL_MS are ignored, a later one forces.
 */
export function signalSorter(now: () => number = Date.now): () => 'stop' | 'ignore' | 'force' {
  let firstAt: number | null = null;
  return () => {
    if (firstAt === null) {
      firstAt = now();
      return 'stop';
    }
    return now() - firstAt < SAME_SIGNAL_MS ? 'ignore' : 'force';
  };
}
