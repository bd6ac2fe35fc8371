import { z } from 'zod';
import type { MergeRequest } from './bulk.ts';
import { bulkResult } from './bulk.ts';
import { id, ids, optionalString, requiredString, timestamps } from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

/** `{x}` in /list/{x}/... and /table-view/{x}/...: what the list or view holds. */
export const ListKind = { Influencer: 'influencer' } as const;
export type ListKind = (typeof ListKind)[keyof typeof ListKind];
export const listKind = z.enum([ListKind.Influencer]);

export const listMessages = {
  nameTaken: 'A list with this name already exists',
  mergeIntoItself: 'Choose two different lists to merge',
} as const;

/** A named list (Settings > Lists). Names are unique per kind, case-insensitively. */
export const listItem = z.object({
  id: z.number().int(),
  kind: listKind,
  name: z.string(),
  description: z.string().nullable(),
  /** How many influencers (for kind 'influencer') are in the list. */
  itemsCount: z.number().int(),
  ...timestamps,
});
export type ListItem = z.infer<typeof listItem>;

/** A list as other entities show it (an influencer's lists). */
export const listRef = z.object({ id: z.number().int(), name: z.string() });
export type ListRef = z.infer<typeof listRef>;

export const listSortFields = ['name', 'itemsCount', 'createdAt', 'updatedAt'] as const;
export const listListRequest = listRequest([...listSortFields], {});
export type ListListRequest = z.input<typeof listListRequest>;
export const listListResponse = listResponse(listItem);
export type ListListResponse = z.infer<typeof listListResponse>;

export const listKindParams = z.object({ kind: listKind });
export const listParams = z.object({ kind: listKind, id });

export const createListRequest = z.object({
  name: requiredString(100),
  description: optionalString(500),
});
export type CreateListRequest = z.infer<typeof createListRequest>;
export const updateListRequest = z.object({
  name: requiredString(100).optional(),
  description: optionalString(500),
});
export type UpdateListRequest = z.infer<typeof updateListRequest>;

/** POST /influencer/lists: add influencers `ids` to every list in `listIds` (idempotent). */
export const addToListsRequest = z.object({ ids, listIds: ids });
export type AddToListsRequest = z.infer<typeof addToListsRequest>;
/** Per influencer id; unknown list ids answer 404 "Not found" for the whole call. */
export const addToListsResponse = bulkResult;

/**
 * PUT /influencer/lists/merge: every member of list `id` joins list `targetId`, then list
 * `id` is deleted. Answers the target list.
 */
export type MergeListsRequest = MergeRequest;
export const mergeListsResponse = listItem;
