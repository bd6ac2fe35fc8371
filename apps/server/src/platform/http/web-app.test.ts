import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCampaign, createTestProduct } from '../../../test/campaign-factories.ts';
import { createTestInfluencer, uniq } from '../../../test/influencer-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { campaignInfluencers, leadMagnets } from '../db/schema/index.ts';

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
// The creators' pages, each its own small bundle (apps/web src/public-pages).
const applyPage = page.replace('index-Ab12Cd34', 'apply-Ij90Kl12').replace('root', 'main');
const invitePage = page.replace('index-Ab12Cd34', 'invite-Mn34Op56').replace('root', 'main');
mkdirSync(join(webDist, 'assets'));
const write = (path: string, content: string) => {
  writeFileSync(join(webDist, path), content);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(content));
};
write('assets/index-Ab12Cd34.js', script);
write('index.html', page);
write('login.html', loginPage);
write('apply.html', applyPage);
write('invite.html', invitePage);
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

/** `url` answers the HTML `html`, brotli-compressed and revalidated on every visit. */
async function expectHtmlPage(url: string, html: string) {
  const response = await get(url, 'br, gzip');
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toContain('text/html');
  expect(response.headers['content-encoding'], url).toBe('br');
  expect(response.headers['cache-control'], url).toBe('no-cache');
  expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
}

const directive = (response: { headers: Record<string, unknown> }, name: string) =>
  String(response.headers['content-security-policy'] ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** A lead magnet whose page may be framed by `origins`, straight in the database. */
async function leadMagnet(
  origins: string[],
  campaign: Parameters<typeof createTestCampaign>[1] = {},
) {
  const { id } = await createTestCampaign(t, { isLiveCapture: true, ...campaign });
  const slug = `embed-${uniq().toLowerCase()}`.slice(0, 60);
  await t.database.db
    .insert(leadMagnets)
    .values({ campaignId: id, type: 'embeddable_form', slug, allowedOrigins: origins });
  return slug;
}

/** A creator's invite link in a campaign with `art`, straight in the database. */
async function inviteToken(status: number, campaign: Parameters<typeof createTestCampaign>[1]) {
  const { id } = await createTestCampaign(t, campaign);
  const influencer = await createTestInfluencer(t);
  const token = `tok${uniq()}${uniq()}`;
  await t.database.db
    .insert(campaignInfluencers)
    .values({ campaignId: id, influencerId: influencer.id, status, inviteToken: token });
  return token;
}

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
      await expectHtmlPage(url, page);
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

  it("sends the creators' pages their own HTML, compressed and revalidated, never the team app", async () => {
    const game = await leadMagnet([]);
    for (const [url, body] of [
      ['/invite/abcDEF123_-abcDEF123', invitePage],
      ['/invite/abcDEF123_-abcDEF123?from=mail', invitePage],
      [`/apply/${game}`, applyPage],
      [`/apply/${game}?embed=1`, applyPage],
      [`/apply/${game}?submission=abc&confirmed=1`, applyPage],
    ] as const) {
      await expectHtmlPage(url, body);
    }
    const gzipped = await get(`/apply/${game}`, 'gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(applyPage);
    // Their scripts are hashed assets like the app's.
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(immutable);
  });

  it('lets only the lead magnet’s allowed origins frame its apply page, and nobody the invite page', async () => {
    const slug = await leadMagnet(['https://mygame.example', 'http://localhost:8080']);
    const apply = await get(`/apply/${slug}?embed=1`, 'br');
    expect(directive(apply, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://mygame.example http://localhost:8080",
    );
    expect(apply.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy is the strict one every page has.
    expect(directive(apply, 'script-src')).toBe("script-src 'self'");
    expect(directive(apply, 'object-src')).toBe("object-src 'none'");

    // Another lead magnet's origins are not this one's; an unknown slug: this site only.
    const other = await leadMagnet(['https://other.example']);
    expect(directive(await get(`/apply/${other}`, 'br'), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://other.example",
    );
    // Not found is a 404 (issue 26), the same page (it shows its not-found state).
    for (const unknown of ['/apply/no-such-page', '/apply/NOT%20A%20SLUG', '/apply/x']) {
      const response = await get(unknown, 'br');
      expect(response.statusCode, unknown).toBe(404);
      expect(brotliDecompressSync(response.rawPayload).toString(), unknown).toBe(applyPage);
      expect(directive(response, 'frame-ancestors'), unknown).toBe("frame-ancestors 'self'");
    }

    const invite = await get('/invite/abcDEF123_-abcDEF123', 'br');
    expect(directive(invite, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(invite.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/', '/login', '/campaigns/1/view']) {
      const response = await get(url, 'br');
      expect(directive(response, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers a HEAD of a public page as its GET, without the body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/apply/${await leadMagnet([])}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it("has the browser fetch a page's campaign art beside its script, when it has art", async () => {
    const art = t.ctx.storage.url('campaign-art.jpg');
    const preload = `<${art}>; rel=preload; as=image; fetchpriority=high`;
    const withArt = await leadMagnet([], { imageKey: 'campaign-art.jpg' });
    expect((await get(`/apply/${withArt}`, 'br')).headers.link).toBe(preload);
    // A closed page shows its not-found state: nothing to fetch; neither without art.
    const closed = await leadMagnet([], { imageKey: 'campaign-art.jpg', status: 2 });
    const bare = await leadMagnet([]);
    for (const slug of [closed, bare, 'no-such-page']) {
      expect((await get(`/apply/${slug}`, 'br')).headers.link, slug).toBeUndefined();
    }

    // The invite page: the campaign's art, else its product's; none for a Pending row's link.
    const invited = await inviteToken(2, { imageKey: 'campaign-art.jpg' });
    expect((await get(`/invite/${invited}`, 'br')).headers.link).toBe(preload);
    const product = await createTestProduct(t, { imageKey: 'product-art.png' });
    const productArt = await inviteToken(3, { productId: product.id });
    expect((await get(`/invite/${productArt}`, 'br')).headers.link).toBe(
      `<${t.ctx.storage.url('product-art.png')}>; rel=preload; as=image; fetchpriority=high`,
    );
    const pending = await inviteToken(1, { imageKey: 'campaign-art.jpg' });
    for (const token of [pending, 'abcDEF123_-abcDEF123', 'short']) {
      const response = await get(`/invite/${token}`, 'br');
      expect(response.statusCode, token).toBe(200);
      expect(response.headers.link, token).toBeUndefined();
    }
  });
});
