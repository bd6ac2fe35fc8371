import { campaignsArea } from './campaigns/index.ts';
import { captureArea } from './capture/index.ts';
import { coreArea } from './core/index.ts';
import { crmArea } from './crm/index.ts';
import { discoveryArea } from './discovery/index.ts';
import { emailArea } from './email/index.ts';
import {
  type AreaManifest,
  createJobRegistry,
  type JobEnvironment,
  type JobQueue,
  platformArea,
} from './platform/index.ts';

/**
 * The server's areas, lowest first: each stands only on those before it (code-rules.test.ts
 * checks the imports). A new route, job, schedule or listener goes into its area's manifest
 * (the area's index.ts), never here.
 */
export const areas: readonly AreaManifest[] = [
  platformArea,
  coreArea,
  crmArea,
  emailArea,
  campaignsArea,
  captureArea,
  discoveryArea,
];

/** Every job of the application; a job must be in an area's manifest to be enqueued or run. */
export const jobRegistry = createJobRegistry(areas.flatMap((area) => area.jobs));

/**
 * Registers each area with the hooks of the areas below it. Called by every process before
 * it serves a request or runs a job (buildApp, the worker start, tests' queues); the hooks
 * keep one registration however often it runs.
 */
export function registerAreaListeners(): void {
  for (const area of areas) for (const listen of area.listeners) listen();
}

/** Sets up every area's recurring jobs (a worker process, at start). */
export async function scheduleAreaJobs(
  jobs: JobQueue,
  env: Pick<JobEnvironment, 'config' | 'db' | 'log'>,
): Promise<void> {
  for (const area of areas) for (const schedule of area.schedules) await schedule(jobs, env);
}
