import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app.ts';

const webDist = join(testConfig().dataDir, 'web-dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const t = await createTestApp({
  env: { WEB_DIST: webDist },
  extraRoutes: (api) => {
    // Test-only route: an answer that brings its own policy.
    api.get('/test/own-policy', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send({ ok: true }),
    );
  },
});

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('Content-Security-Policy', () => {
  it('gives the web app page a strict policy: no inline or foreign script, no plugins, no framing', async () => {
    for (const url of ['/', '/dashboard', '/invite/some-token']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const policy = directives(response.headers['content-security-policy']);
      expect(Object.fromEntries(policy)).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: https:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'frame-src': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('puts the same policy on API answers and keeps a route’s own policy', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(json.statusCode).toBe(401);
    expect(directives(json.headers['content-security-policy']).get('script-src')).toBe("'self'");
    const own = await t.app.inject({ method: 'GET', url: '/api/test/own-policy' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
  });
});
