import { allEndpoints, specRoutes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The API's whole surface: the contract's endpoint list is what the server serves and
// documents (no more, no less), every SPEC route is in it, and every endpoint that is not
// public by declaration refuses a caller without a token.

const t = await createTestApp();

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);
const declared = allEndpoints.map((e) => `${e.method} /api${e.path}`);

describe('the API surface', () => {
  it('documents exactly the endpoints the contract declares, each once', () => {
    expect(new Set(declared).size).toBe(declared.length);
    expect([...documented].sort()).toEqual([...declared].sort());
  });

  it.each(
    Object.entries(specRoutes).flatMap(([area, routes]) =>
      routes.map((route) => ({ area, ...route })),
    ),
  )('declares SPEC 7 $method $path ($area)', ({ method, path }) => {
    expect(allEndpoints.some((e) => e.method === method && e.path === path)).toBe(true);
  });

  it('has signed-in endpoints to check', () => {
    expect(allEndpoints.filter((e) => e.access !== 'public').length).toBeGreaterThan(100);
  });

  it.each(allEndpoints.filter((e) => e.access !== 'public'))(
    'refuses $method $path without a token',
    async ({ method, path }) => {
      const response = await t.app.inject({
        method,
        url: `/api${path.replace(/\{[^}]+\}/g, '1')}`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(401);
    },
  );
});
