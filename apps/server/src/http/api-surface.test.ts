import { specRoutes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

// The API's whole surface, read from its own OpenAPI document: every SPEC route that has
// landed exists, and every route demands a signed-in user unless it is public by design.

const t = await createTestApp();

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
);

/** Routes anyone may call: signing in, and the creators' public pages. */
const isPublic = (path: string) => path === '/api/auth/login' || path.startsWith('/api/public/');

describe('the API surface', () => {
  it.each(
    Object.entries(specRoutes).flatMap(([area, routes]) =>
      routes.map((route) => ({ area, ...route })),
    ),
  )('documents $method $path ($area)', ({ method, path }) => {
    expect(doc.paths[`/api${path}`]?.[method.toLowerCase()]).toBeDefined();
  });

  it('has routes beyond sign-in to check', () => {
    expect(documented.filter((r) => !isPublic(r.path)).length).toBeGreaterThan(20);
  });

  it.each(documented.filter((route) => !isPublic(route.path)))(
    'refuses $method $path without a token',
    async ({ method, path }) => {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(401);
    },
  );
});
