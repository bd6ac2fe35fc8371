import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

// A built web app as apps/web's build leaves it: hashed assets with brotli and gzip copies
// beside them, index.html with its copies, and a small file the build did not compress.
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const script = `export function greet(name){return "Hello, "+name}\n`.repeat(200);
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const small = 'body{margin:0}';
// /login prerendered by the build (apps/web scripts/prerender-login.ts).
const loginPage = page.replace(
  '<div id="root"></div>',
  '<div id="root"><form>Sign in</form></div>',
);
mkdirSync(join(webDist, 'assets'));
const write = (path: string, content: string) => {
  writeFileSync(join(webDist, path), content);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(content));
};
write('assets/index-Ab12Cd34.js', script);
write('index.html', page);
write('login.html', loginPage);
writeFileSync(join(webDist, 'assets/small-Ef56Gh78.css'), small);

const t = await createTestApp({ env: { WEB_DIST: webDist } });

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: url.endsWith('.js') ? '*/*' : 'text/html',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(cookie === undefined ? {} : { cookie }),
    },
  });

const immutable = 'public, max-age=31536000, immutable';

describe('static web app', () => {
  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when that is all the browser accepts, and the file itself when it accepts none', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    for (const plain of [
      await get('/assets/index-Ab12Cd34.js'),
      await get('/assets/index-Ab12Cd34.js', 'identity'),
    ]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(immutable);
      expect(plain.body).toBe(script);
    }
  });

  it('falls back to the file itself when the build left no compressed copy', async () => {
    const response = await get('/assets/small-Ef56Gh78.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.body).toBe(small);
  });

  it('sends index.html compressed and revalidated on every visit, at / and at app routes', async () => {
    for (const url of ['/', '/campaigns/12/view', '/login/extra']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('sends /login prerendered to a visitor without theme settings, and index.html to one with them', async () => {
    for (const url of ['/login', '/login?returnTo=%2Fcampaigns']) {
      const response = await get(url, 'br, gzip', 'other=1');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/cookie/i);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(loginPage);
    }
    const chosen = await get(
      '/login',
      undefined,
      'a=1; app-settings=%7B%22mode%22%3A%22dark%22%7D',
    );
    expect(chosen.body).toBe(page);
    expect(chosen.headers.vary).toMatch(/cookie/i);
  });

  it('gives the compressed copies no address of their own', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz']) {
      expect((await get(url, 'br, gzip')).statusCode, url).toBe(404);
    }
  });
});
