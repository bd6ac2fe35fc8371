import type { LeadMagnet, PublicApplyPage, PublicSubmission } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../test/campaign-factories.ts';
import { signedIn } from '../../test/factories.ts';
import { uniq } from '../../test/influencer-factories.ts';
import { createTestLeadMagnet, platformField } from '../../test/live-capture-factories.ts';
import { withTamperedSignature } from '../../test/tampered-token.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  captureBlockCounts,
  captureBlocklist,
  leadMagnetSubmissions,
} from '../platform/db/schema/index.ts';
import { NUL_MESSAGE } from '../platform/http/refuse-nul.ts';
import { signConfirmToken } from './pipeline/index.ts';

// The creators' apply API through HTTP: no login, one row per email and per channel per
// campaign, the blocklist's neutral answer, hostile input, CORS and the per-IP limits.

const t = await createTestApp({
  env: {
    PUBLIC_URL: 'https://creators.example.com',
    APPLY_SUBMIT_RATE_LIMIT: '1000',
    APPLY_SUBMISSIONS_PER_HOUR: '1000',
    INVITE_PAGE_RATE_LIMIT: '1000',
  },
});
type Headers = Record<string, string>;

let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limits of one never touch another. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function openLeadMagnet(
  app: TestApp = t,
  body: Parameters<typeof createTestLeadMagnet>[3] = {},
  campaign: Parameters<typeof createTestCampaign>[1] = {},
) {
  const me = await signedIn(app);
  const row = await createTestCampaign(app, campaign);
  const lm = await createTestLeadMagnet(app, me.headers, row.id, {
    settings: { autovalidate: false },
    ...body,
  });
  return { me, campaign: row, lm };
}

function submit(
  slug: string,
  payload: unknown,
  options: { ip?: string; headers?: Headers; app?: TestApp } = {},
) {
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: `/api/public/apply/${slug}/submissions`,
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

const rowsOf = (campaignId: number, app: TestApp = t) =>
  app.database.db
    .select()
    .from(leadMagnetSubmissions)
    .where(eq(leadMagnetSubmissions.campaignId, campaignId));

const creator = () => {
  const name = uniq('creator');
  return { email: `${name}@mail.example`, channelUrl: `https://www.youtube.com/@${name}` };
};

describe('the apply page', () => {
  it('shows the campaign to anyone: title and intro fall back to the campaign', async () => {
    const { lm, campaign } = await openLeadMagnet(t, {
      fields: [platformField],
      settings: { verification: 'channel' },
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/public/apply/${lm.slug}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicApplyPage>()).toEqual({
      slug: lm.slug,
      type: 'hosted_page',
      title: campaign.name,
      intro: campaign.brief,
      imageUrl: null,
      productTitle: expect.any(String),
      fields: [{ ...platformField, required: false }],
      verification: 'channel',
      // No Google or Twitch client in this app's configuration: no sign-in offered.
      signIn: [],
    });
  });

  it('is 404 "Not found" for an unknown or malformed slug, a closed campaign or the flag off', async () => {
    const closed = await openLeadMagnet(t, {}, { status: 2 });
    const off = await openLeadMagnet(t);
    const { lm } = await openLeadMagnet(t);
    // The flag turned off after the lead magnet was made.
    await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${off.campaign.id}`,
      headers: off.me.headers,
      payload: { isLiveCapture: false },
    });
    for (const slug of ['no-such-page-here', 'UPPER', 'x', closed.lm.slug, off.lm.slug]) {
      const page = await t.app.inject({ method: 'GET', url: `/api/public/apply/${slug}` });
      expect(page.statusCode, slug).toBe(404);
      expect(page.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      const sent = await submit(slug, creator());
      expect(sent.statusCode, slug).toBe(404);
    }
    expect(await rowsOf(closed.campaign.id)).toHaveLength(0);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/public/apply/${lm.slug}/submissions/AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(status.statusCode).toBe(404);
  });
});

describe('submitting', () => {
  it('stores one row, not mapped, and answers its token; the same email or channel answers the same', async () => {
    const { lm, campaign } = await openLeadMagnet(t, { successMessage: 'Thanks!' });
    const me = creator();
    const first = await submit(lm.slug, me);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<PublicSubmission>();
    // The default proof is the channel: the code is there to put in the description at once.
    expect(answer).toMatchObject({
      state: 'received',
      channelType: 1,
      verificationCode: expect.stringMatching(/^[A-Z2-9]{6}$/),
      ad: null,
      message: 'Thanks!',
    });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const sameEmail = await submit(lm.slug, { ...me, channelUrl: creator().channelUrl });
    const sameChannel = await submit(lm.slug, {
      email: creator().email,
      // Another spelling of the same channel.
      channelUrl: me.channelUrl.replace('https://www.', 'm.').toUpperCase(),
    });
    expect(sameEmail.json<PublicSubmission>().token).toBe(answer.token);
    expect(sameChannel.json<PublicSubmission>().token).toBe(answer.token);

    const rows = await rowsOf(campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: me.email,
      channelUrl: me.channelUrl,
      channelType: 1,
      channelKey: `youtube:handle:${me.channelUrl.split('@')[1]}`,
      status: 'not mapped',
      outcome: null,
      nextStep: null,
      publicToken: answer.token,
    });
    expect(rows[0]?.verificationCode).toMatch(/^[A-Z2-9]{6}$/);
    // The address is kept only as a keyed hash.
    expect(rows[0]?.ipHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const polled = await t.app.inject({
      method: 'GET',
      url: `/api/public/apply/${lm.slug}/submissions/${answer.token}`,
    });
    expect(polled.json<PublicSubmission>()).toEqual(answer);
  });

  it('makes one row of 30 identical submissions sent at once', async () => {
    const { lm, campaign } = await openLeadMagnet(t);
    const me = creator();
    const answers = await Promise.all(Array.from({ length: 30 }, () => submit(lm.slug, me)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const tokens = new Set(answers.map((a) => a.json<PublicSubmission>().token));
    expect(tokens.size).toBe(1);
    expect(await rowsOf(campaign.id)).toHaveLength(1);
  });

  it('starts the pipeline with autovalidate on (no provider key: a check error at validation)', async () => {
    const { lm, campaign } = await openLeadMagnet(t, { settings: { autovalidate: true } });
    const sent = await submit(lm.slug, creator());
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await rowsOf(campaign.id);
    expect(row).toMatchObject({ status: 'check error', checkStep: 'validate' });
  });

  it("says SPEC's messages for a malformed email and an unsupported channel URL", async () => {
    const { lm, campaign } = await openLeadMagnet(t);
    const badEmail = await submit(lm.slug, {
      email: 'not-an-email',
      channelUrl: creator().channelUrl,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      code: 'VALIDATION',
      message: 'Invalid email',
      fields: { email: 'Invalid email' },
    });
    for (const channelUrl of [
      'https://vimeo.com/someone',
      'https://www.youtube.com/@ok\u0007name',
      'javascript:alert(1)',
    ]) {
      const bad = await submit(lm.slug, { email: creator().email, channelUrl });
      expect(bad.statusCode, channelUrl).toBe(400);
      expect(bad.json()).toEqual({
        code: 'VALIDATION',
        message: 'Unsupported channel URL',
        fields: { channelUrl: 'Unsupported channel URL' },
      });
    }
    const empty = await submit(lm.slug, { email: creator().email, channelUrl: '  ' });
    expect(empty.json().fields).toEqual({ channelUrl: 'URL is empty' });
    expect(await rowsOf(campaign.id)).toHaveLength(0);
  });

  it('checks extra fields against the definition and drops unknown keys', async () => {
    const { lm, campaign } = await openLeadMagnet(t, {
      fields: [
        { ...platformField, required: true },
        { key: 'about', label: 'About you', type: 'longText' },
        { key: 'nick', label: 'Nickname', type: 'text' },
        { key: 'site', label: 'Website', type: 'url' },
      ],
    });
    const send = (fields: Record<string, string>) => submit(lm.slug, { ...creator(), fields });

    const missing = await send({ about: 'hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION',
      message: 'Value is required',
      fields: { 'fields.platform': 'Value is required' },
    });
    const wrongChoice = await send({ platform: 'Xbox' });
    expect(wrongChoice.json().fields).toEqual({ 'fields.platform': 'Choose one of the options' });
    const tooLong = await send({ platform: 'PC', nick: 'n'.repeat(501) });
    expect(tooLong.json().fields).toEqual({ 'fields.nick': 'Must be 500 characters or less' });
    const huge = await send({ platform: 'PC', about: 'x'.repeat(2001) });
    expect(huge.statusCode).toBe(400);
    const control = await send({ platform: 'PC', nick: 'bell\u0007' });
    expect(control.json().fields).toEqual({
      'fields.nick': 'Text must not contain control characters',
    });
    const notUrl = await send({ platform: 'PC', site: 'javascript:alert(1)' });
    expect(notUrl.json().fields).toEqual({ 'fields.site': 'Invalid URL' });
    const nul = await send({ platform: 'PC', about: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(NUL_MESSAGE);
    const tooMany = await send(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])),
    );
    expect(tooMany.statusCode).toBe(400);
    const hugeBody = await send({ platform: 'PC', about: 'x'.repeat(2_000_000) });
    expect(hugeBody.statusCode).toBe(413);
    expect(await rowsOf(campaign.id)).toHaveLength(0);

    const ok = await send({
      platform: 'Switch',
      about: '  line one\nline two\t ',
      unknown: 'dropped',
      __proto__x: 'dropped',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await rowsOf(campaign.id);
    expect(row?.fields).toEqual({ platform: 'Switch', about: 'line one\nline two' });
  });

  it('answers a filled honeypot like any other and stores nothing', async () => {
    const { lm, campaign } = await openLeadMagnet(t);
    const bot = await submit(lm.slug, { ...creator(), website: 'http://spam.example' });
    expect(bot.statusCode).toBe(200);
    expect(bot.json<PublicSubmission>()).toMatchObject({ state: 'received', channelType: 1 });
    expect(await rowsOf(campaign.id)).toHaveLength(0);
    const poll = await t.app.inject({
      method: 'GET',
      url: `/api/public/apply/${lm.slug}/submissions/${bot.json<PublicSubmission>().token}`,
    });
    expect(poll.statusCode).toBe(404);
  });

  it('answers a blocked creator "received", stores nothing (a count per entry) and runs no pipeline', async () => {
    const { lm, campaign } = await openLeadMagnet(t, { settings: { autovalidate: true } });
    const domain = `${uniq('blocked').toLowerCase()}.example`;
    const channel = creator().channelUrl;
    await t.database.db.insert(captureBlocklist).values([
      { kind: 'emailDomain', value: domain },
      { kind: 'channel', value: `youtube:handle:${channel.split('@')[1]}` },
    ]);
    const byDomain = await submit(lm.slug, {
      email: `someone@mail.${domain}`,
      channelUrl: creator().channelUrl,
    });
    const byChannel = await submit(lm.slug, { email: creator().email, channelUrl: channel });
    const fine = await submit(lm.slug, creator());
    for (const answer of [byDomain, byChannel, fine]) {
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(byDomain.json<PublicSubmission>().state).toBe('received');
    expect(byChannel.json<PublicSubmission>().state).toBe('received');
    const rows = await rowsOf(campaign.id);
    // Only the other creator is stored: it went into the pipeline (its validation failed
    // without provider keys). The blocked two left a count each, and nothing else.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('check error');
    const counts = await t.database.db
      .select({ attempts: captureBlockCounts.attempts })
      .from(captureBlockCounts)
      .where(eq(captureBlockCounts.leadMagnetId, lm.id));
    expect(counts).toEqual([{ attempts: 1 }, { attempts: 1 }]);
  });
});

describe('limits', () => {
  it('answers 429 past the per-minute submit limit and stores nothing more', async () => {
    const limited = await createTestApp({
      env: { APPLY_SUBMIT_RATE_LIMIT: '3', APPLY_SUBMISSIONS_PER_HOUR: '1000' },
    });
    const { lm, campaign } = await openLeadMagnet(limited, {
      allowedOrigins: ['https://mygame.example'],
    });
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await submit(lm.slug, creator(), {
          ip,
          app: limited,
          headers: { origin: 'https://mygame.example' },
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(answers[3]?.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    // The embedding page may read the 429 too.
    expect(answers[3]?.headers['access-control-allow-origin']).toBe('https://mygame.example');
    expect(await rowsOf(campaign.id, limited)).toHaveLength(3);
    // Another address is not held back.
    expect((await submit(lm.slug, creator(), { app: limited })).statusCode).toBe(200);
  });

  it('answers 429 past the stored submissions per hour from one address, across lead magnets', async () => {
    const capped = await createTestApp({
      env: { APPLY_SUBMIT_RATE_LIMIT: '1000', APPLY_SUBMISSIONS_PER_HOUR: '2' },
    });
    const a = await openLeadMagnet(capped);
    const b = await openLeadMagnet(capped);
    const ip = freshIp();
    expect((await submit(a.lm.slug, creator(), { ip, app: capped })).statusCode).toBe(200);
    expect((await submit(b.lm.slug, creator(), { ip, app: capped })).statusCode).toBe(200);
    const third = await submit(a.lm.slug, creator(), { ip, app: capped });
    expect(third.statusCode).toBe(429);
    expect(await rowsOf(a.campaign.id, capped)).toHaveLength(1);
    expect(await rowsOf(b.campaign.id, capped)).toHaveLength(1);
    expect((await submit(a.lm.slug, creator(), { app: capped })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it("allows only the lead magnet's origins, on answers and preflights", async () => {
    const { lm } = await openLeadMagnet(t, { allowedOrigins: ['https://mygame.example'] });
    const page = (origin: string) =>
      t.app.inject({ method: 'GET', url: `/api/public/apply/${lm.slug}`, headers: { origin } });
    const allowed = await page('https://mygame.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://mygame.example');
    expect(allowed.headers.vary).toContain('Origin');
    const other = await page('https://evil.example');
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const sent = await submit(lm.slug, creator(), {
      headers: { origin: 'https://mygame.example' },
    });
    expect(sent.headers['access-control-allow-origin']).toBe('https://mygame.example');
    // Errors too, so the embedding page can show the message.
    const invalid = await submit(
      lm.slug,
      { email: 'x', channelUrl: 'y' },
      { headers: { origin: 'https://mygame.example' } },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe('https://mygame.example');
    const foreign = await submit(lm.slug, creator(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/public/apply/${lm.slug}/submissions`,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ok = await preflight('https://mygame.example');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers).toMatchObject({
      'access-control-allow-origin': 'https://mygame.example',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
    });
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('follows a change of the allowed origins at once', async () => {
    const { lm, me, campaign } = await openLeadMagnet(t, {
      allowedOrigins: ['https://old.example'],
    });
    const origin = async (o: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/apply/${lm.slug}`,
          headers: { origin: o },
        })
      ).headers['access-control-allow-origin'];
    expect(await origin('https://old.example')).toBe('https://old.example');
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/lead-magnet/campaign/${campaign.id}/${lm.id}`,
      headers: me.headers,
      payload: { allowedOrigins: ['https://new.example'] },
    });
    expect(changed.json<LeadMagnet>().allowedOrigins).toEqual(['https://new.example']);
    expect(await origin('https://old.example')).toBeUndefined();
    expect(await origin('https://new.example')).toBe('https://new.example');
  });
});

describe('the confirmation link', () => {
  it('confirms and redirects to the apply page on this host; a bad link is a page saying so', async () => {
    const { lm, campaign } = await openLeadMagnet(t, { settings: { verification: 'email' } });
    const sent = await submit(lm.slug, creator());
    const token = sent.json<PublicSubmission>().token;
    const [row] = await rowsOf(campaign.id);
    if (!row) throw new Error('no row');
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/public/apply/confirm/${signConfirmToken(t.config, row.id)}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`/apply/${lm.slug}?submission=${token}&confirmed=1`);
    const [after] = await rowsOf(campaign.id);
    expect(after?.emailConfirmedAt).not.toBeNull();

    const expired = signConfirmToken(t.config, row.id, Date.now() - 31 * 24 * 3600 * 1000);
    for (const bad of [
      withTamperedSignature(signConfirmToken(t.config, row.id)),
      expired,
      signConfirmToken(t.config, row.id + 1_000_000),
      'short',
      'x'.repeat(90),
      // Longer than the contract's 400, and than the router's parameter limit (was a 414).
      'x'.repeat(150),
      `${signConfirmToken(t.config, row.id)}${'A'.repeat(500)}`,
      'a/b',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/public/apply/confirm/${bad}` });
      const what = bad.slice(0, 30);
      expect(answer.statusCode, what).toBe(404);
      expect(answer.headers.location, what).toBeUndefined();
      expect(answer.headers['content-type'], what).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], what).toBe('no-store');
      const html = answer.body;
      expect(html, what).toMatch(/^<!doctype html><html lang="en">/);
      expect(html, what).toContain('<title>This link has expired or is not valid</title>');
      expect(html, what).toContain('<h1>This link has expired or is not valid</h1>');
      // Text escaped: the apostrophe of "campaign's page" as an entity.
      expect(html, what).toContain('apply again from the campaign&#39;s page');
      expect(html, what).not.toMatch(/<script|\son\w+=|javascript:/i);
      // The headers every answer carries, and a policy that runs no script at all.
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, what).toContain("default-src 'none'");
      expect(policy, what).not.toContain('script-src');
      expect(policy, what).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], what).toBe('DENY');
      expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
      expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    }
  });
});
