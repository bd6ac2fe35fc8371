import { tableViewEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { createTableView, deleteTableViews, listTableViews, updateTableView } from './service.ts';

/** Saved table views: each user's own. */
export function tableViewRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ actor, params, body }) =>
      listTableViews(ctx, actor, params.kind, body),
    );
    app.endpoint(endpoints.delete, ({ actor, params, body }) =>
      deleteTableViews(ctx, actor, params.kind, body.ids),
    );
    app.endpoint(endpoints.create, ({ actor, params, body }) =>
      createTableView(ctx, actor, params.kind, body),
    );
    app.endpoint(endpoints.update, ({ actor, params, body }) =>
      updateTableView(ctx, actor, params.kind, params.id, body),
    );
  };
}
