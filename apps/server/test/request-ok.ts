import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * A JSON request that must answer 200 (the body is shown when it does not); the parsed
 * answer. The URL is the one the server sees, with /api.
 */
export async function requestOk<T>(
  t: Pick<TestApp, 'app'>,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload: object,
): Promise<T> {
  const response = await t.app.inject({ method, url, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
