import { listEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { createList, deleteLists, getList, listLists, updateList } from './service.ts';

/** Settings > Lists: shared by the team; Admins and Managers. */
export function listRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ params, body }) => listLists(ctx, params.kind, body));
    app.endpoint(endpoints.delete, ({ params, body }) => deleteLists(ctx, params.kind, body.ids));
    app.endpoint(endpoints.create, ({ actor, params, body }) =>
      createList(ctx, actor, params.kind, body),
    );
    app.endpoint(endpoints.get, ({ params }) => getList(ctx.db, params.kind, params.id));
    app.endpoint(endpoints.update, ({ params, body }) =>
      updateList(ctx, params.kind, params.id, body),
    );
  };
}
