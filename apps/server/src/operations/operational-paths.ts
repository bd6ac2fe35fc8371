/**
 * The operational endpoints: outside /api (not part of the contract or the OpenAPI
 * document), answered during startup too, never taken by the web app's page fallback.
 */
export const OPERATIONAL_PATHS = {
  health: '/healthz',
  ready: '/readyz',
  metrics: '/metrics',
} as const;

const paths: ReadonlySet<string> = new Set(Object.values(OPERATIONAL_PATHS));

/** Whether a matched route pattern is one of the operational endpoints. */
export function isOperationalRoute(route: string | undefined): boolean {
  return route !== undefined && paths.has(route);
}
