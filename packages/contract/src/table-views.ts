import { z } from 'zod';
import { requiredString, timestamps } from './fields.ts';
import { listKind } from './lists.ts';
import { listRequest, listResponse } from './paging.ts';

/**
 * A saved table view: a named set of filters, search, visible columns (in order) and sort.
 * Views are personal (each user sees the views they saved). `filters` has the shape of the
 * kind's list filters (for 'influencer': influencerListFilters); the server checks it.
 */
export const tableViewSort = z.object({
  field: z.string().min(1).max(60),
  order: z.enum(['asc', 'desc']),
});
export const tableView = z.object({
  id: z.number().int(),
  kind: listKind,
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  search: z.string().nullable(),
  columns: z.array(z.string()),
  sort: tableViewSort.nullable(),
  ...timestamps,
});
export type TableView = z.infer<typeof tableView>;

export const tableViewMessages = {
  nameTaken: 'A view with this name already exists',
} as const;

export const tableViewSortFields = ['name', 'createdAt', 'updatedAt'] as const;
export const tableViewListRequest = listRequest([...tableViewSortFields], {});
export const tableViewListResponse = listResponse(tableView);
export type TableViewListResponse = z.infer<typeof tableViewListResponse>;

/** Blank or absent -> null (no search saved). */
const search = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));
const columns = z.array(z.string().min(1).max(60)).max(60);
export const createTableViewRequest = z.object({
  name: requiredString(100),
  filters: z.record(z.string(), z.unknown()).default({}),
  search,
  columns: columns.default([]),
  sort: tableViewSort.nullish().transform((v) => v ?? null),
});
export type CreateTableViewRequest = z.input<typeof createTableViewRequest>;
export const updateTableViewRequest = z.object({
  name: requiredString(100).optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  search,
  columns: columns.optional(),
  sort: tableViewSort.nullish(),
});
export type UpdateTableViewRequest = z.input<typeof updateTableViewRequest>;
