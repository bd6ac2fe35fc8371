import { z } from 'zod';
import { ids, rowId } from './fields.ts';

/** A bulk call's body: the row ids it acts on (delete, publish, skip, ...). */
export const idsRequest = z.object({ ids });
export type IdsRequest = z.infer<typeof idsRequest>;

/** Merges row `id` into row `targetId` (lists, influencers): the target stays. */
export const mergeRequest = z.object({ id: rowId, targetId: rowId });
export type MergeRequest = z.infer<typeof mergeRequest>;

const bulkResultItem = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  message: z.string().optional(),
});

/** Per-id answer of bulk calls: one bad id never hides the others' outcome. */
export const bulkResult = z.object({ results: z.array(bulkResultItem) });
export type BulkResult = z.infer<typeof bulkResult>;

/** A per-id answer whose entries carry more fields (e.g. the reason a delete was refused). */
export function bulkAnswer<F extends z.ZodRawShape>(fields: F) {
  return z.object({ results: z.array(bulkResultItem.extend(fields)) });
}
