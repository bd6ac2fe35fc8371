import type { ProcessRole } from '../platform/index.ts';

/**
 * Where this process's start has got to, written by the startup sequence (server.ts) and
 * read by /readyz and the startup gate. `workers` is null in a process without the worker
 * role: nothing to wait for.
 */
export type StartupState = {
  migrations: 'pending' | 'running' | 'applied';
  jobQueue: 'pending' | 'running' | 'stopped';
  workers: 'pending' | 'running' | 'stopped' | null;
  /** The process got SIGTERM/SIGINT and is shutting down (main.ts): not ready any more. */
  stopping?: boolean;
};

/** A process about to start: nothing done yet. */
export function pendingStartup(roles: readonly ProcessRole[]): StartupState {
  return {
    migrations: 'pending',
    jobQueue: 'pending',
    workers: roles.includes('worker') ? 'pending' : null,
  };
}

/**
 * An app built on a database already migrated and a queue already working (buildApp without
 * a startup sequence: the tests' apps, whose jobs run inline).
 */
export function completedStartup(roles: readonly ProcessRole[]): StartupState {
  return {
    migrations: 'applied',
    jobQueue: 'running',
    workers: roles.includes('worker') ? 'running' : null,
  };
}

/** Every step of the start is done: requests may be served. */
export function startupComplete(state: StartupState): boolean {
  return (
    state.migrations === 'applied' &&
    state.jobQueue === 'running' &&
    (state.workers === null || state.workers === 'running')
  );
}
