import { type Task, TaskStatus } from '@app/contract';

/** Poll every second while a task runs, then every 3 s once it has run for a while. */
export const TASK_POLL_FAST_MS = 1000;
export const TASK_POLL_SLOW_MS = 3000;
export const TASK_FAST_POLLS = 30;
/** The task list no longer has the task (deleted, or not yet visible): give up after this many. */
export const TASK_MISSING_LIMIT = 5;
/** Consecutive failed requests before polling stops and the card says so. */
export const TASK_ERROR_LIMIT = 3;

export type TaskPollState = {
  /** The task as last seen; null when the last answer did not include it. */
  task: Pick<Task, 'status'> | null | undefined;
  /** Answers so far. */
  polls: number;
  /** Consecutive answers without the task. */
  missingPolls: number;
  /** Consecutive failed requests. */
  errorPolls: number;
};

export function isTaskFinished(task: Pick<Task, 'status'>): boolean {
  return task.status === TaskStatus.Completed || task.status === TaskStatus.Failed;
}

/** Milliseconds until the next poll, or false to stop polling. */
export function nextTaskPoll(state: TaskPollState): number | false {
  if (state.errorPolls >= TASK_ERROR_LIMIT) return false;
  if (state.task && isTaskFinished(state.task)) return false;
  if (!state.task && state.missingPolls >= TASK_MISSING_LIMIT) return false;
  return state.polls < TASK_FAST_POLLS ? TASK_POLL_FAST_MS : TASK_POLL_SLOW_MS;
}

/** Why polling stopped without a finished task, for the progress card; null while fine. */
export function taskPollProblem(state: TaskPollState): 'lost' | 'unreachable' | null {
  if (state.errorPolls >= TASK_ERROR_LIMIT) return 'unreachable';
  if (!state.task && state.missingPolls >= TASK_MISSING_LIMIT) return 'lost';
  return null;
}
