import { bulkResult, idsRequest } from '../bulk.ts';
import { defineEndpoints } from '../endpoint.ts';
import { taskListQuery, taskListResponse, taskStats, taskTypeParams } from '../tasks.ts';

/** Background tasks (imports, channel refreshes), visible to the whole team. */
export const taskEndpoints = defineEndpoints('tasks', {
  list: {
    method: 'GET',
    path: '/task/{type}',
    access: 'team',
    summary: 'Tasks of a type (imports, channel refreshes), newest first, with progress',
    params: taskTypeParams,
    query: taskListQuery,
    response: taskListResponse,
  },
  stats: {
    method: 'GET',
    path: '/task/{type}/stats',
    access: 'team',
    summary: 'How many tasks of a type are pending, running, completed, failed',
    params: taskTypeParams,
    response: taskStats,
  },
  delete: {
    method: 'POST',
    path: '/task/delete',
    access: 'team',
    summary: 'Delete tasks; a running one stops after its current batch',
    body: idsRequest,
    response: bulkResult,
  },
});
