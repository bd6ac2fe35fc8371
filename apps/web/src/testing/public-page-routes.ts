import { expect } from 'vitest';

type Route = { method: string; path: string };

/**
 * A public page's client reads its routes without zod (the page loads none): each must be the
 * method and path the contract declares for that endpoint.
 */
export function expectRoutesAsDeclared(
  routes: Record<string, Route>,
  endpoints: Record<string, Route>,
): void {
  for (const [name, route] of Object.entries(routes)) {
    const declared = endpoints[name];
    expect({ name, method: declared?.method, path: declared?.path }).toEqual({ name, ...route });
  }
}
