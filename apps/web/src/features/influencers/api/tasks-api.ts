import {
  influencerEndpoints,
  type Task,
  type TaskListQuery,
  type TaskType,
  taskEndpoints,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callEndpoint, downloadEndpointFile } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import {
  isTaskFinished,
  nextTaskPoll,
  type TaskPollState,
  taskPollProblem,
} from '../logic/task-polling.ts';

export function listTasks(type: TaskType, query: TaskListQuery, signal?: AbortSignal) {
  return callEndpoint(taskEndpoints.list, {
    params: { type },
    query: { status: query.status, mine: query.mine, limit: Number(query.limit ?? 20) },
    signal,
  });
}

export function uploadInfluencerImport(file: File) {
  return callEndpoint(influencerEndpoints.import, { file });
}

export function downloadImportTemplate() {
  return downloadEndpointFile(influencerEndpoints.importTemplate);
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInfluencerImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}

const recentQuery: TaskListQuery = { mine: 'true', limit: 20 };

/**
 * Watches one task by polling GET /task/{type} (the contract has no per-task endpoint) until
 * it completes or fails, the list stops showing it, or the server stops answering.
 */
export function useTaskWatch(type: TaskType, taskId: number | null, initial?: Task) {
  const queryClient = useQueryClient();
  const poll = useRef<TaskPollState>({ task: initial, polls: 0, missingPolls: 0, errorPolls: 0 });
  const query = useQuery({
    queryKey: [...queryKeys.tasks.list(type, recentQuery), 'watch', taskId],
    enabled: taskId !== null,
    queryFn: async ({ signal }) => {
      const state = poll.current;
      try {
        const { items } = await listTasks(type, recentQuery, signal);
        const task = items.find((item) => item.id === taskId) ?? null;
        poll.current = {
          task,
          polls: state.polls + 1,
          missingPolls: task ? 0 : state.missingPolls + 1,
          errorPolls: 0,
        };
        if (task && isTaskFinished(task)) {
          // New creators are in the list now; the page's import card catches up too.
          void queryClient.invalidateQueries({ queryKey: queryKeys.influencers.all });
          void queryClient.invalidateQueries({
            queryKey: queryKeys.tasks.all,
            exact: false,
            refetchType: 'active',
            predicate: (q) => !q.queryKey.includes('watch'),
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.lists.all('influencer') });
        }
        return task;
      } catch (error) {
        poll.current = { ...state, polls: state.polls + 1, errorPolls: state.errorPolls + 1 };
        throw error;
      }
    },
    retry: false,
    staleTime: 0,
    refetchInterval: () => nextTaskPoll(poll.current),
    refetchIntervalInBackground: true,
  });
  const task = query.data ?? (poll.current.task as Task | null | undefined) ?? initial ?? null;
  return { task, problem: taskPollProblem(poll.current), error: query.error };
}

/** The signed-in user's recent imports, polled while one is still running. */
export function useRecentImports() {
  const type: TaskType = 'influencer-import';
  return useQuery({
    queryKey: queryKeys.tasks.list(type, { mine: 'true', limit: 5 }),
    queryFn: ({ signal }) => listTasks(type, { mine: 'true', limit: 5 }, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((t) => !isTaskFinished(t)) ? 2000 : false,
  });
}
