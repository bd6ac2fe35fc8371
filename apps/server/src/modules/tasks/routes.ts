import {
  deleteTasksRequest,
  deleteTasksResponse,
  taskListQuery,
  taskListResponse,
  taskStats as taskStatsSchema,
  taskTypeParams,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../auth/authenticate.ts';
import { teamMember } from '../influencers/policy.ts';
import { deleteTasks, listTasks, taskStats } from './service.ts';

export function taskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', teamMember);
    const tags = ['tasks'];

    app.get(
      '/task/:type',
      {
        schema: {
          tags,
          summary: 'Tasks of a type (imports, channel refreshes), newest first, with progress',
          params: taskTypeParams,
          querystring: taskListQuery,
          response: { 200: taskListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listTasks(ctx, actorOf(request).id, request.params.type, request.query),
    );

    app.get(
      '/task/:type/stats',
      {
        schema: {
          tags,
          summary: 'How many tasks of a type are pending, running, completed, failed',
          params: taskTypeParams,
          response: { 200: taskStatsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => taskStats(ctx, request.params.type),
    );

    app.post(
      '/task/delete',
      {
        schema: {
          tags,
          summary: 'Delete tasks; a running one stops after its current batch',
          body: deleteTasksRequest,
          response: { 200: deleteTasksResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteTasks(ctx, request.body.ids),
    );
  };
}
