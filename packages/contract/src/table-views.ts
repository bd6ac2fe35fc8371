import { z } from 'zod';
import { id, requiredString, timestamps } from './fields.ts';
import { ListKind } from './lists.ts';
import { listRequest, listResponse, sortOrder } from './paging.ts';

/**
 * `{kind}` in /table-view/{kind}/...: the table a view belongs to. The CRM's lists' kinds,
 * and the /discovery tabs (saved searches, issue 15).
 */
export const TABLE_VIEW_KINDS = [ListKind.Influencer, 'discoveryCreator', 'discoveryGame'] as const;
export const tableViewKind = z.enum(TABLE_VIEW_KINDS);
export type TableViewKind = z.infer<typeof tableViewKind>;
export const tableViewKindParams = z.object({ kind: tableViewKind });
export const tableViewParams = z.object({ kind: tableViewKind, id });

/**
 * A saved table view: a named set of filters, search, visible columns (in order) and sort.
 * Views are personal (each user sees the views they saved). `filters` has the shape of the
 * kind's list filters (for 'influencer': influencerListFilters; 'discoveryCreator' and
 * 'discoveryGame': the discovery search's filters); the server checks it.
 */
export const tableViewSort = z.object({
  field: z.string().min(1).max(60),
  order: sortOrder,
});
export const tableView = z.object({
  id: z.number().int(),
  kind: tableViewKind,
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
