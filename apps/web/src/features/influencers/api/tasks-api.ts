import {
  INFLUENCER_IMPORT_PATH,
  INFLUENCER_IMPORT_TEMPLATE_FILE,
  INFLUENCER_IMPORT_TEMPLATE_PATH,
  importInfluencersResponse,
  type Task,
  type TaskListQuery,
  type TaskType,
  taskListResponse,
  UPLOAD_FIELD,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { downloadFile } from '../../../api/download.ts';
import { http } from '../../../api/http.ts';
import { parseResponse } from '../../../api/parse-response.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { nextTaskPoll, type TaskPollState, taskPollProblem } from '../logic/task-polling.ts';

export async function listTasks(type: TaskType, query: TaskListQuery, signal?: AbortSignal) {
  const params = { status: query.status, mine: query.mine, limit: Number(query.limit ?? 20) };
  return parseResponse(
    taskListResponse,
    await http.get<unknown>(`task/${type}`, { query: params, signal }),
  );
}

export async function uploadInfluencerImport(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return parseResponse(
    importInfluencersResponse,
    await http.post<unknown>(INFLUENCER_IMPORT_PATH, form),
  );
}

export function downloadImportTemplate() {
  return downloadFile(http, INFLUENCER_IMPORT_TEMPLATE_PATH, INFLUENCER_IMPORT_TEMPLATE_FILE, {
    method: 'GET',
  });
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
        if (task && (task.status === 'completed' || task.status === 'failed')) {
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
      query.state.data?.items.some((t) => t.status === 'pending' || t.status === 'running')
        ? 2000
        : false,
  });
}
