import {
  createTableViewRequest,
  deleteTableViewsRequest,
  deleteTableViewsResponse,
  tableView,
  tableViewKindParams,
  tableViewListRequest,
  tableViewListResponse,
  tableViewParams,
  updateTableViewRequest,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import { teamMember } from '../influencers/policy.ts';
import { createTableView, deleteTableViews, listTableViews, updateTableView } from './service.ts';

/** Saved table views: each user's own. */
export function tableViewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', teamMember);
    const tags = ['table views'];

    app.post(
      '/table-view/:kind/list',
      {
        schema: {
          tags,
          summary: "The signed-in user's saved views of a table",
          params: tableViewKindParams,
          body: tableViewListRequest,
          response: { 200: tableViewListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listTableViews(ctx, actorOf(request), request.params.kind, request.body),
    );

    app.post(
      '/table-view/:kind/delete',
      {
        schema: {
          tags,
          summary: 'Delete own saved views',
          params: tableViewKindParams,
          body: deleteTableViewsRequest,
          response: { 200: deleteTableViewsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        deleteTableViews(ctx, actorOf(request), request.params.kind, request.body.ids),
    );

    app.post(
      '/table-view/:kind',
      {
        schema: {
          tags,
          summary: 'Save a view: name, filters, search, columns, sort',
          params: tableViewKindParams,
          body: createTableViewRequest,
          response: { 200: tableView, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => createTableView(ctx, actorOf(request), request.params.kind, request.body),
    );

    app.put(
      '/table-view/:kind/:id',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Change an own view (only the fields sent)',
          params: tableViewParams,
          body: updateTableViewRequest,
          response: { 200: tableView, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateTableView(
          ctx,
          actorOf(request),
          request.params.kind,
          request.params.id,
          onlyPresent(request, request.body),
        ),
    );
  };
}
