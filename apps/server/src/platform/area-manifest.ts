import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { JobDefinition, JobEnvironment } from './jobs/define-job.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/** A plugin of /api routes, each declared in the contract and registered with app.endpoint. */
export type AreaRoutes = (ctx: AppContext) => FastifyPluginAsync;

/**
 * Sets up recurring jobs when a worker process starts (cron, once across processes; the
 * same name again replaces the schedule).
 */
export type AreaSchedule = (
  jobs: JobQueue,
  env: Pick<JobEnvironment, 'config' | 'db' | 'log'>,
) => Promise<void>;

/**
 * What an area brings to the process. The app (app.ts), the job registry and the worker
 * start (server.ts) loop over the areas' manifests (areas.ts); nothing else lists routes,
 * jobs or listeners.
 */
export type AreaManifest = {
  name: string;
  /** Its /api routes. */
  routes: readonly AreaRoutes[];
  /**
   * Routes under /api outside the contract, hidden from OpenAPI: a CORS preflight, a fallback
   * page for a path too long for the router. Each says why it cannot be an endpoint.
   */
  undeclaredRoutes?: readonly ((api: FastifyInstance, ctx: AppContext) => void)[];
  /** Every job it enqueues or works; a job must be listed here to run. */
  jobs: readonly JobDefinition[];
  /** The recurring ones among them. */
  schedules: readonly AreaSchedule[];
  /**
   * Registers the area with the hooks of the areas below it (an email settling, an
   * influencer merged or deleted): lower areas never call upward. Run once at start, before
   * any request or job; registering twice keeps one.
   */
  listeners: readonly (() => void)[];
};
