import { bulkResult, idsRequest } from '../bulk.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  createListRequest,
  listItem,
  listKindParams,
  listListRequest,
  listListResponse,
  listParams,
  updateListRequest,
} from '../lists.ts';

/** Settings > Lists: shared by the team; Admins and Managers. */
export const listEndpoints = defineEndpoints('lists', {
  list: {
    method: 'POST',
    path: '/list/{kind}/list',
    access: 'team',
    summary: 'Lists of a kind with member counts: paging, sort, search on the name',
    params: listKindParams,
    body: listListRequest,
    response: listListResponse,
  },
  delete: {
    method: 'POST',
    path: '/list/{kind}/delete',
    access: 'team',
    summary: 'Delete lists (their members stay)',
    params: listKindParams,
    body: idsRequest,
    response: bulkResult,
  },
  create: {
    method: 'POST',
    path: '/list/{kind}',
    access: 'team',
    summary: 'Create a list (names unique per kind, ignoring case)',
    params: listKindParams,
    body: createListRequest,
    response: listItem,
  },
  get: {
    method: 'GET',
    path: '/list/{kind}/{id}',
    access: 'team',
    summary: 'A list',
    params: listParams,
    response: listItem,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/list/{kind}/{id}',
    access: 'team',
    summary: 'Rename or describe a list',
    params: listParams,
    body: updateListRequest,
    partial: true,
    response: listItem,
    errors: [404],
  },
});
