import { type BulkResult, messages } from '@app/contract';

/**
 * A bulk answer in the order the ids were asked: ok for each id among `done`, `missing`
 * ("Not found" unless told) for the others.
 */
export function bulkResults(
  ids: readonly number[],
  done: Iterable<number>,
  missing: string = messages.notFound,
): BulkResult {
  const ok = new Set(done);
  return {
    results: ids.map((id) => (ok.has(id) ? { id, ok: true } : { id, ok: false, message: missing })),
  };
}
