import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../test/campaign-factories.ts';
import { signedIn } from '../../test/factories.ts';
import { createTestLeadMagnet } from '../../test/live-capture-factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 26: not found means 404, for the apply page and its API alike, and a slug or token
// too long for the router answers the same 404 (never a 414 that repeats the path).

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-404-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>App</title>');
const applyHtml = '<!doctype html><title>Apply</title><main id="apply"></main>';
writeFileSync(join(webDist, 'apply.html'), applyHtml);

const t = await createTestApp({ env: { WEB_DIST: webDist, INVITE_PAGE_RATE_LIMIT: '1000' } });

const long = 'a'.repeat(150);
const token = 'T'.repeat(22);

async function openSlug() {
  const me = await signedIn(t);
  const campaign = await createTestCampaign(t, {});
  const lm = await createTestLeadMagnet(t, me.headers, campaign.id, {
    settings: { autovalidate: false },
  });
  return lm.slug;
}

describe('the apply page', () => {
  it('answers 200 for an open lead magnet, 404 with the same page for an unknown or too long slug', async () => {
    const slug = await openSlug();
    const page = (path: string) =>
      t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    const open = await page(`/apply/${slug}`);
    expect(open.statusCode).toBe(200);
    expect(open.body).toBe(applyHtml);
    for (const path of ['/apply/no-such-page', `/apply/${long}`, `/apply/${'b'.repeat(5000)}`]) {
      const answer = await page(path);
      expect(answer.statusCode, path).toBe(404);
      // The same friendly page: it shows "This page does not exist" once its call answers 404.
      expect(answer.body, path).toBe(applyHtml);
      expect(answer.body).not.toContain('aaaaaaaa');
    }
  });
});

describe('the apply API', () => {
  it('answers 404 "Not found" for an unknown or too long slug or token, never 414', async () => {
    const slug = await openSlug();
    const cases: { method: 'GET' | 'POST'; url: string }[] = [
      { method: 'GET', url: '/api/public/apply/no-such-page' },
      { method: 'GET', url: `/api/public/apply/${long}` },
      { method: 'POST', url: `/api/public/apply/${long}/submissions` },
      { method: 'GET', url: `/api/public/apply/${long}/submissions/${token}` },
      { method: 'GET', url: `/api/public/apply/${slug}/submissions/${long}` },
      { method: 'GET', url: `/api/public/apply/${slug}/submissions/${token}` },
      { method: 'POST', url: `/api/public/apply/${slug}/submissions/${long}/check-code` },
    ];
    for (const { method, url } of cases) {
      const answer = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json(), url).toMatchObject({ message: 'Not found' });
      expect(answer.body).not.toContain('aaaaaaaa');
    }
  });
});

// The router's limits hold for every API route, not only the apply page's (app.ts frameworkErrors).
describe('any API route', () => {
  it('answers 404 for a parameter too long for the router and 400 for a path that does not decode, never echoing it', async () => {
    const me = await signedIn(t);
    for (const url of [
      `/api/public/invite/${long}`,
      `/api/public/invite/${long}/redeem-codes`,
      `/api/campaigns/${long}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: me.headers });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
      expect(answer.body).not.toContain('aaaaaaaa');
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/invite/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Malformed request path' });
    expect(bad.body).not.toContain('%E0');
  });
});
