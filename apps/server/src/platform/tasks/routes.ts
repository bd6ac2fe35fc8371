import { taskEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { deleteTasks, listTasks, taskStats } from './service.ts';

/** Background tasks (imports, channel refreshes): the whole team sees them. */
export function taskRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ actor, params, query }) =>
      listTasks(ctx, actor.id, params.type, query),
    );
    app.endpoint(endpoints.stats, ({ params }) => taskStats(ctx, params.type));
    app.endpoint(endpoints.delete, ({ body }) => deleteTasks(ctx, body.ids));
  };
}
