/** How often a screen looks again while something on it is still moving by itself. */
export const LIVE_POLL_MS = 3_000;

/**
 * TanStack Query's refetchInterval for a screen with statuses that move on the server (a
 * queued email, a pipeline step): poll while `pending` says something is, stop when nothing
 * is (issue 31). The project has no server-sent events; this keeps the load to open screens
 * with work in flight.
 */
export function pollWhilePending<T>(pending: (data: T) => boolean, ms = LIVE_POLL_MS) {
  return (query: { state: { data: T | undefined } }): number | false =>
    query.state.data !== undefined && pending(query.state.data) ? ms : false;
}
