import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { expectValidation } from '../../../test/expect-answer.ts';
import { signedIn, updateProfile } from '../../../test/factories.ts';
import { createTestApp, testConfig } from '../../../test/test-app.ts';

// Captures the app's log, to prove a 500's stack goes there and not to the client.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = await createTestApp({
  logger: { level: 'error', stream: logStream },
  extraRoutes: (api) => {
    // Test-only route: an unexpected failure deep in a handler.
    api.get('/test/explode', async () => {
      throw new Error('secret internal detail at db.ts:42');
    });
  },
});

describe('one error body for everything', () => {
  it('answers an unexpected error with 500 Something goes wrong and logs the stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: messages.somethingGoesWrong });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
    expect(logLines.join('')).toContain('secret internal detail at db.ts:42');
    expect(logLines.join('')).toContain('"stack"');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Malformed request body' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a content type it does not read with 415', async () => {
    for (const contentType of ['application/xml', 'text/plain']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.c',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported content type',
      });
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/user/nope/deeper'],
      ['GET', '/somewhere'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
    }
  });

  it('strips unknown body fields rather than failing (the stated rule)', async () => {
    const me = await signedIn(t);
    const response = await updateProfile(t, me.headers, {
      firstName: 'Known',
      favouriteColour: 'teal',
      id: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: me.id, firstName: 'Known' });
    expect(response.body).not.toContain('teal');
  });

  it('puts the first field message in `message`', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope', password: '' },
    });
    expectValidation(response, messages.invalidEmail, {
      email: messages.invalidEmail,
      password: messages.valueRequired,
    });
  });

  it('sends security headers on every answer', async () => {
    for (const url of ['/api/nope', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('OpenAPI at /api/docs', () => {
  it('serves the explorer', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('serving the built web app', async () => {
  const webDist = join(testConfig().dataDir, 'web-dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const web = await createTestApp({ env: { WEB_DIST: webDist }, database: t.database });

  it('answers page loads with index.html (SPA fallback)', async () => {
    for (const url of ['/', '/settings?tab=team', '/campaigns/12/view']) {
      const response = await web.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves assets, and keeps JSON 404s for /api and missing files', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const response = await web.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const api = await web.app.inject({
      method: 'GET',
      url: '/settings',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
  });
});
