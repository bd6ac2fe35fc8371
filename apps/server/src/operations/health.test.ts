import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

// /healthz and /readyz on the real app. The app's own database, so this file can close it.
// A built web app is served too: its page fallback must not answer these paths.
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const database = await openTestDatabase({ closable: true });
let closed = false;
afterAll(async () => {
  if (!closed) await database.close();
});
const t = await createTestApp({ database, env: { WEB_DIST: webDist } });

const asBrowser = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

describe('health and readiness', () => {
  it('says the process is alive on /healthz, to a browser too, without auth', async () => {
    const response = await asBrowser('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, the migrations are applied and jobs run', async () => {
    const response = await asBrowser('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      failed: [],
      checks: { database: 'ok', migrations: 'ok', jobQueue: 'ok', workers: 'ok' },
    });
  });

  it('keeps the operational routes out of the OpenAPI document and the page fallback', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    // /metrics is off without METRICS_TOKEN: a JSON 404, not the web app's page.
    const metrics = await asBrowser('/metrics');
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The fallback still serves pages, so the checks above are not passing by accident.
    expect((await asBrowser('/campaigns')).body).toContain('<div id="root">');
  });

  it('is not ready once the database is closed, and says so; /healthz stays 200', async () => {
    await database.close();
    closed = true;
    const response = await asBrowser('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      failed: ['database'],
      checks: { database: 'unreachable', migrations: 'ok', jobQueue: 'ok', workers: 'ok' },
    });
    // Liveness never touches the database: a restart would not bring it back.
    expect((await asBrowser('/healthz')).statusCode).toBe(200);
  });
});

describe('readiness of a web-only process', async () => {
  const web = await createTestApp({ env: { ROLE: 'web' } });

  it('does not wait for workers it does not run', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ checks: object }>().checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      jobQueue: 'ok',
    });
  });
});
