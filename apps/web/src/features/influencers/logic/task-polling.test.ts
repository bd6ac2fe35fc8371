import { TaskStatus } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  nextTaskPoll,
  TASK_ERROR_LIMIT,
  TASK_FAST_POLLS,
  TASK_MISSING_LIMIT,
  TASK_POLL_FAST_MS,
  TASK_POLL_SLOW_MS,
  taskPollProblem,
} from './task-polling.ts';

const base = { polls: 1, missingPolls: 0, errorPolls: 0 };

describe('nextTaskPoll', () => {
  it('keeps polling a pending or running task, fast at first, slower later', () => {
    expect(nextTaskPoll({ ...base, task: { status: TaskStatus.Pending } })).toBe(TASK_POLL_FAST_MS);
    expect(nextTaskPoll({ ...base, task: { status: TaskStatus.Running } })).toBe(TASK_POLL_FAST_MS);
    expect(nextTaskPoll({ ...base, task: { status: TaskStatus.Resuming } })).toBe(
      TASK_POLL_FAST_MS,
    );
    expect(
      nextTaskPoll({ ...base, polls: TASK_FAST_POLLS, task: { status: TaskStatus.Running } }),
    ).toBe(TASK_POLL_SLOW_MS);
  });

  it('stops when the task completed or failed', () => {
    expect(nextTaskPoll({ ...base, task: { status: TaskStatus.Completed } })).toBe(false);
    expect(nextTaskPoll({ ...base, task: { status: TaskStatus.Failed } })).toBe(false);
  });

  it('waits a few answers for a task that is not listed yet, then gives up', () => {
    expect(nextTaskPoll({ ...base, task: null, missingPolls: TASK_MISSING_LIMIT - 1 })).toBe(
      TASK_POLL_FAST_MS,
    );
    const lost = { ...base, task: null, missingPolls: TASK_MISSING_LIMIT };
    expect(nextTaskPoll(lost)).toBe(false);
    expect(taskPollProblem(lost)).toBe('lost');
  });

  it('stops after repeated request failures, even for a running task', () => {
    const state = { ...base, task: { status: TaskStatus.Running }, errorPolls: TASK_ERROR_LIMIT };
    expect(nextTaskPoll(state)).toBe(false);
    expect(taskPollProblem(state)).toBe('unreachable');
    expect(taskPollProblem({ ...state, errorPolls: 1 })).toBeNull();
  });

  it('polls before the first answer arrives', () => {
    expect(nextTaskPoll({ polls: 0, missingPolls: 0, errorPolls: 0, task: undefined })).toBe(
      TASK_POLL_FAST_MS,
    );
  });
});
