import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** A 0-based page (MUI's data grid is 0-based) and its size, as a JSON body sends them. */
export const pageFields = {
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/** A list's free-text search; the calls that act on a list's rows take the same one. */
export const listSearch = z.string().trim().max(200).optional();

export const sortOrder = z.enum(['asc', 'desc']);

/**
 * Every list call takes the same envelope: a page, a page size, one sort column, a free-text
 * search and list-specific filters.
 */
export function listRequest<S extends [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: F,
) {
  return z.object({
    ...pageFields,
    sort: z.object({ field: z.enum(sortFields), order: sortOrder.default('asc') }).optional(),
    search: listSearch,
    filters: z.object(filters).partial().optional(),
  });
}

/** A page of a list: its items and how many match in all. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** Every item at once (short lists: no paging, no total). */
export function itemsResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
