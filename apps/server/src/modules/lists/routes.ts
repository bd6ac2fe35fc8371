import {
  createListRequest,
  deleteListsRequest,
  deleteListsResponse,
  listItem,
  listKindParams,
  listListRequest,
  listListResponse,
  listParams,
  updateListRequest,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import { teamMember } from '../influencers/policy.ts';
import { createList, deleteLists, getList, listLists, updateList } from './service.ts';

/** Settings > Lists: shared by the team; Admins and Managers. */
export function listRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', teamMember);
    const tags = ['lists'];

    app.post(
      '/list/:kind/list',
      {
        schema: {
          tags,
          summary: 'Lists of a kind with member counts: paging, sort, search on the name',
          params: listKindParams,
          body: listListRequest,
          response: { 200: listListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listLists(ctx, request.params.kind, request.body),
    );

    app.post(
      '/list/:kind/delete',
      {
        schema: {
          tags,
          summary: 'Delete lists (their members stay)',
          params: listKindParams,
          body: deleteListsRequest,
          response: { 200: deleteListsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteLists(ctx, request.params.kind, request.body.ids),
    );

    app.post(
      '/list/:kind',
      {
        schema: {
          tags,
          summary: 'Create a list (names unique per kind, ignoring case)',
          params: listKindParams,
          body: createListRequest,
          response: { 200: listItem, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => createList(ctx, actorOf(request), request.params.kind, request.body),
    );

    app.get(
      '/list/:kind/:id',
      {
        schema: {
          tags,
          summary: 'A list',
          params: listParams,
          response: { 200: listItem, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getList(ctx.db, request.params.kind, request.params.id),
    );

    app.put(
      '/list/:kind/:id',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Rename or describe a list',
          params: listParams,
          body: updateListRequest,
          response: { 200: listItem, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateList(ctx, request.params.kind, request.params.id, onlyPresent(request, request.body)),
    );
  };
}
