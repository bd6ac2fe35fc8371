import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '../../test/postgres-databases.ts';
import { seriesValue } from '../../test/prometheus-text.ts';
import { startConfig } from '../../test/start-config.ts';
import { dbKind } from '../../test/test-database.ts';
import { startServer } from '../server.ts';

// The real start (server.ts) on an empty database: PGlite in a data dir of its own, or a
// database created for this file on the PostgreSQL server. The start is held as its
// migrations begin (startServer's beforeMigrate), so the test sees the listening server
// before a single table exists, then lets it go on.
const database: Record<string, string> = {};
if (dbKind === 'postgres') {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const url = await createPostgresDatabase(baseUrl);
  afterAll(() => dropPostgresDatabase(baseUrl, url));
  database.DATABASE_URL = url;
}
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const config = startConfig('server-readiness-', { METRICS_TOKEN, ...database });

const answer = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
};

describe('readiness through the start', () => {
  // A fresh embedded database: initdb and every migration in WASM, which took over 30 s on a
  // loaded 2-core machine (the rehearsal of the fourteenth session). A bound, not a wait.
  it('answers 503 on /readyz while the migrations run, and 200 once the start is complete', {
    timeout: 120_000,
  }, async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: (url: string | null) => void = () => {};
    const migrating = new Promise<string | null>((resolve) => {
      reached = resolve;
    });
    const starting = startServer(config, {
      announce: () => {},
      beforeMigrate: async (url) => {
        reached(url);
        await held;
      },
    });
    // A start that fails before the migrations must fail the test, not hang it.
    const base = await Promise.race([
      migrating,
      starting.then(() => {
        throw new Error('the start completed without migrating');
      }),
    ]);
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // What the server answers while held; checked after the start is let go, so a failed
    // expectation cannot leave it running.
    const during = {
      health: await answer(`${base}/healthz`),
      ready: await answer(`${base}/readyz`),
      login: await answer(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@localhost', password: 'whatever-it-is' }),
      }),
      metrics: await answer(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }),
    };
    release();
    const server = await starting;
    try {
      expect(during.health.status).toBe(200);
      expect(during.ready.status).toBe(503);
      expect(JSON.parse(during.ready.body)).toEqual({
        status: 'not ready',
        failed: ['migrations', 'jobQueue', 'workers'],
        checks: {
          migrations: 'running',
          jobQueue: 'pending',
          workers: 'pending',
          database: 'not checked',
        },
      });
      // Other requests wait for the start instead of reaching tables that do not exist yet.
      expect(during.login.status).toBe(503);
      expect(during.login.retryAfter).toBe('5');
      // A scrape is answered too, without queue figures: pg-boss has not started.
      expect(during.metrics.status).toBe(200);
      expect(during.metrics.body).toContain('http_request_duration_seconds');
      expect(seriesValue(during.metrics.body, 'job_queue_depth', { queue: 'email.deliver' })).toBe(
        undefined,
      );

      const ready = await answer(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({
        status: 'ready',
        failed: [],
        checks: { migrations: 'ok', jobQueue: 'ok', workers: 'ok', database: 'ok' },
      });

      const metrics = await answer(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      // The process's registry: the 503 answered during the start is counted, the process
      // figures are on, and every queue pg-boss created has its gauges.
      expect(
        seriesValue(metrics.body, 'http_request_duration_seconds_count', {
          route: '/readyz',
          method: 'GET',
          status_code: '503',
        }),
      ).toBe(1);
      expect(seriesValue(metrics.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(seriesValue(metrics.body, 'job_queue_depth', { queue: 'email.deliver' })).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
