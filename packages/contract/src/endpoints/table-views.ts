import { bulkResult, idsRequest } from '../bulk.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  createTableViewRequest,
  tableView,
  tableViewKindParams,
  tableViewListRequest,
  tableViewListResponse,
  tableViewParams,
  updateTableViewRequest,
} from '../table-views.ts';

/** Saved table views: each user's own. */
export const tableViewEndpoints = defineEndpoints('table views', {
  list: {
    method: 'POST',
    path: '/table-view/{kind}/list',
    access: 'team',
    summary: "The signed-in user's saved views of a table",
    params: tableViewKindParams,
    body: tableViewListRequest,
    response: tableViewListResponse,
  },
  delete: {
    method: 'POST',
    path: '/table-view/{kind}/delete',
    access: 'team',
    summary: 'Delete own saved views',
    params: tableViewKindParams,
    body: idsRequest,
    response: bulkResult,
  },
  create: {
    method: 'POST',
    path: '/table-view/{kind}',
    access: 'team',
    summary: 'Save a view: name, filters, search, columns, sort',
    params: tableViewKindParams,
    body: createTableViewRequest,
    response: tableView,
  },
  update: {
    method: 'PUT',
    path: '/table-view/{kind}/{id}',
    access: 'team',
    summary: 'Change an own view (only the fields sent)',
    params: tableViewParams,
    body: updateTableViewRequest,
    partial: true,
    response: tableView,
    errors: [404],
  },
});
