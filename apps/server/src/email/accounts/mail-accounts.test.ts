import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MailerAccount, messages, UserRole } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { startDovecot } from '../../../test/dovecot.ts';
import { signedIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailerAccounts } from '../../platform/db/schema/index.ts';
import { selfSignedCertificate, startTestSmtpServer } from '../delivery/testing.ts';
import { signOauthState } from './gmail-oauth.ts';

const cert = selfSignedCertificate();

// A local stand-in for Google's token endpoint: code "good-code" -> refresh token + id_token;
// refresh -> access token "ya29.test-access".
const tokenRequests: URLSearchParams[] = [];
/** When set, the stand-in refuses the refresh token, as Google does after a revoked grant. */
let grantRevoked = false;
const google = createServer((request, response) => {
  let body = '';
  request.on('data', (c) => {
    body += c;
  });
  request.on('end', () => {
    const params = new URLSearchParams(body);
    tokenRequests.push(params);
    const idToken = `e30.${Buffer.from(JSON.stringify({ email: 'Creator.Team@gmail.test' })).toString('base64url')}.sig`;
    response.setHeader('content-type', 'application/json');
    if (params.get('grant_type') === 'authorization_code' && params.get('code') === 'good-code') {
      response.end(
        JSON.stringify({
          access_token: 'ya29.first',
          refresh_token: 'rt-secret-123',
          id_token: idToken,
          expires_in: 3600,
          scope: 'https://mail.google.com/ openid https://www.googleapis.com/auth/userinfo.email',
          token_type: 'Bearer',
        }),
      );
    } else if (
      params.get('grant_type') === 'refresh_token' &&
      params.get('refresh_token') === 'rt-secret-123' &&
      !grantRevoked
    ) {
      response.end(
        JSON.stringify({
          access_token: 'ya29.test-access',
          expires_in: 3600,
          token_type: 'Bearer',
        }),
      );
    } else {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: 'invalid_grant' }));
    }
  });
});
await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
const googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;

const plain = await startTestSmtpServer({ user: 'sender', pass: 'right-pass-1' });
const tls = await startTestSmtpServer({ user: 'sender', pass: 'right-pass-1', secure: true, cert });
const starttls = await startTestSmtpServer({ user: 'sender', pass: 'right-pass-1', cert });
const gmailSmtp = await startTestSmtpServer({
  user: 'creator.team@gmail.test',
  accessToken: 'ya29.test-access',
});
const dovecot = await startDovecot();
afterAll(async () => {
  await Promise.all([
    plain.close(),
    tls.close(),
    starttls.close(),
    gmailSmtp.close(),
    dovecot.stop(),
  ]);
  google.close();
});

const t = await createTestApp({
  env: {
    PUBLIC_URL: 'http://app.test:8080',
    GOOGLE_CLIENT_ID: 'client-1',
    GOOGLE_CLIENT_SECRET: 'client-secret-1',
    GOOGLE_OAUTH_AUTH_URL: `${googleUrl}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${googleUrl}/token`,
    GMAIL_SMTP_HOST: '127.0.0.1',
    GMAIL_SMTP_PORT: String(gmailSmtp.port),
    SMTP_CA_FILE: cert.certFile,
    // Short SMTP timeouts (a third of the lease): the failing cases end quickly.
    EMAIL_SEND_LEASE: '9s',
  },
});

const smtpAccount = (port: number, overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('sender'),
  name: 'Campaign Team',
  host: '127.0.0.1',
  port,
  username: 'sender',
  password: 'right-pass-1',
  secure: false,
  ...overrides,
});

async function create(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/mailer-auth',
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MailerAccount>();
}

/** The account's row as stored (its secrets sealed). */
async function storedAccount(id: number) {
  const [row] = await t.database.db.select().from(mailerAccounts).where(eq(mailerAccounts.id, id));
  return row;
}

/** GET /mailer-auth/list: the raw answer, whose body is also checked for secrets. */
function listAccounts(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/mailer-auth/list', headers });
}

/** POST /mailer-auth/test on `app` (the shared test app unless told): the raw answer. */
function testAccount(headers: Record<string, string>, payload: object, app: TestApp = t) {
  return app.app.inject({ method: 'POST', url: '/api/mailer-auth/test', headers, payload });
}

/** Google's consent, then its redirect back with code "good-code": the callback's answer. */
async function connectGmail(headers: Record<string, string>, callbackUrl: string) {
  const consent = await t.app.inject({
    method: 'GET',
    url: `/api/mailer-auth/oauth/gmail?callbackUrl=${encodeURIComponent(callbackUrl)}`,
    headers,
  });
  const state = new URL(consent.json<{ url: string }>().url).searchParams.get('state') ?? '';
  return t.app.inject({
    method: 'GET',
    url: `/api/public/mailer-auth/oauth/gmail/callback?code=good-code&state=${encodeURIComponent(state)}`,
  });
}

describe('sender accounts', () => {
  it('stores the password encrypted and never answers it', async () => {
    const me = await signedIn(t);
    const created = await create(me.headers, smtpAccount(plain.port));
    expect(created).toMatchObject({
      authType: 'smtp',
      hasPassword: true,
      connected: true,
      owner: { id: me.id },
    });
    expect(JSON.stringify(created)).not.toContain('right-pass-1');
    const row = await storedAccount(created.id);
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain('right-pass-1');
    const list = await listAccounts(me.headers);
    expect(list.body).not.toContain('right-pass-1');
    expect(list.body).not.toContain('password"');
  });

  it('keeps Managers to their own accounts; Admins manage everyone', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const admin = await signedIn(t, UserRole.Admin);
    const account = await create(owner.headers, smtpAccount(plain.port));
    const list = await listAccounts(other.headers);
    expect(list.json<{ items: MailerAccount[] }>().items.map((a) => a.id)).not.toContain(
      account.id,
    );
    for (const [method, url] of [
      ['GET', `/api/mailer-auth/${account.id}`],
      ['DELETE', `/api/mailer-auth/${account.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: other.headers })).statusCode).toBe(403);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/mailer-auth/${account.id}`,
      headers: other.headers,
      payload: { name: 'x' },
    });
    expect(put.statusCode).toBe(403);
    const adminList = await listAccounts(admin.headers);
    expect(adminList.json<{ items: MailerAccount[] }>().items.map((a) => a.id)).toContain(
      account.id,
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/mailer-auth/${account.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed' },
    });
    expect(edited.json<MailerAccount>()).toMatchObject({
      name: 'Renamed',
      hasPassword: true,
      host: '127.0.0.1',
    });
  });

  it("refuses to delete an account a campaign sends from: 'Error deleting manager email'", async () => {
    const me = await signedIn(t);
    const account = await create(me.headers, smtpAccount(plain.port));
    const campaign = await createTestCampaign(t, { createdBy: me.id, senderEmail: account.email });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/mailer-auth/${account.id}`,
      headers: me.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.errorDeletingManagerEmail });
    expect(refused.json().fields.id).toContain(campaign.name);
    const spare = await create(me.headers, smtpAccount(plain.port));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/mailer-auth/${spare.id}`,
      headers: me.headers,
    });
    expect(deleted.json()).toEqual({ id: spare.id });
  });
});

describe('IMAP settings and Test IMAP (Dovecot)', () => {
  /** POST /mailer-auth/test-imap: the answer, checked to be 200. */
  async function testImap(headers: Record<string, string>, id: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mailer-auth/test-imap',
      headers,
      payload: { id },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ok: boolean; message: string; detail: string | null }>();
  }

  it('saves the IMAP settings, answers them without the password, and null goes back to the default', async () => {
    const me = await signedIn(t);
    const created = await create(
      me.headers,
      smtpAccount(plain.port, {
        imapHost: 'imap.example.test',
        imapPort: 143,
        imapSecure: false,
        imapUsername: 'mailbox-user',
        imapPassword: 'imap-secret-9',
      }),
    );
    expect(created).toMatchObject({
      imapHost: 'imap.example.test',
      imapPort: 143,
      imapSecure: false,
      imapUsername: 'mailbox-user',
      hasImapPassword: true,
    });
    expect(JSON.stringify(created)).not.toContain('imap-secret-9');
    const row = await storedAccount(created.id);
    expect(row?.imapPasswordSealed).toMatch(/^v1\./);
    expect(row?.imapPasswordSealed).not.toContain('imap-secret-9');
    expect((await listAccounts(me.headers)).body).not.toContain('imap-secret-9');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/mailer-auth/${created.id}`,
      headers: me.headers,
      payload: { imapHost: null, imapPassword: null, imapPort: 1993 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MailerAccount>()).toMatchObject({
      imapHost: null,
      imapPort: 1993,
      imapUsername: 'mailbox-user',
      hasImapPassword: false,
    });
  });

  it('Test IMAP signs in to the mailbox (SMTP login by default) and says why when it cannot', async () => {
    const me = await signedIn(t);
    // No IMAP host, login or password of its own: the SMTP ones (127.0.0.1, the Dovecot user).
    const account = await create(
      me.headers,
      smtpAccount(plain.port, {
        username: dovecot.user,
        password: dovecot.password,
        imapPort: dovecot.port,
        imapSecure: false,
      }),
    );
    expect(await testImap(me.headers, account.id)).toEqual({
      ok: true,
      message: messages.connectionSuccessful,
      detail: null,
    });

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/mailer-auth/${account.id}`,
      headers: me.headers,
      payload: { imapPassword: 'not-the-password' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const failed = await testImap(me.headers, account.id);
    expect(failed).toMatchObject({
      ok: false,
      message: 'Failed to connect/authenticate with IMAP',
    });
    expect(failed.detail).toMatch(/Authentication failed/);

    // Someone else's account is not theirs to test.
    const other = await signedIn(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/mailer-auth/test-imap',
      headers: other.headers,
      payload: { id: account.id },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /mailer-auth/test against a real SMTP server', () => {
  const test = async (headers: Record<string, string>, payload: object) => {
    const response = await testAccount(headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      ok: boolean;
      message: string;
      detail: string | null;
      receipt: string | null;
    }>();
  };

  it('says Connection successful for the right password (TLS off) and fails for a wrong one', async () => {
    const me = await signedIn(t);
    const { password: _p, ...account } = smtpAccount(plain.port);
    expect(
      await test(me.headers, { account: { ...account, password: 'right-pass-1' } }),
    ).toMatchObject({ ok: true, message: messages.connectionSuccessful, detail: null });
    const wrong = await test(me.headers, { account: { ...account, password: 'wrong-pass' } });
    expect(wrong).toMatchObject({ ok: false, message: messages.smtpFailed });
    expect(wrong.detail).toMatch(/Invalid username or password|535/);
    expect(plain.logins.filter((l) => !l.ok).length).toBeGreaterThan(0);
  });

  it('a saved account that cannot sign in says so until a test passes or the password changes', async () => {
    const me = await signedIn(t);
    const account = await create(me.headers, smtpAccount(plain.port, { password: 'old-pass' }));
    expect(account.signInError).toBeNull();
    expect(await test(me.headers, { id: account.id })).toMatchObject({ ok: false });
    const stored = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/mailer-auth/${account.id}`,
          headers: me.headers,
        })
      ).json<MailerAccount>();
    expect((await stored()).signInError?.message).toMatch(/Invalid username or password|535/);
    // Testing unsaved edits says nothing about the stored account.
    const { password: _p, ...fields } = smtpAccount(plain.port);
    await test(me.headers, { id: account.id, account: { ...fields, password: 'right-pass-1' } });
    expect((await stored()).signInError).not.toBeNull();

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/mailer-auth/${account.id}`,
      headers: me.headers,
      payload: { password: 'right-pass-1' },
    });
    expect(updated.json<MailerAccount>().signInError).toBeNull();
    expect(await test(me.headers, { id: account.id })).toMatchObject({ ok: true });
  });

  it('a closed port is not a sign-in failure: the account is not marked', async () => {
    const me = await signedIn(t);
    const account = await create(me.headers, smtpAccount(1));
    expect(await test(me.headers, { id: account.id })).toMatchObject({ ok: false });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/mailer-auth/${account.id}`,
      headers: me.headers,
    });
    expect(got.json<MailerAccount>().signInError).toBeNull();
  });

  it('tests a saved account by id with its stored password, and nobody else can', async () => {
    const me = await signedIn(t);
    const account = await create(me.headers, smtpAccount(plain.port));
    expect(await test(me.headers, { id: account.id })).toMatchObject({ ok: true });
    const other = await signedIn(t);
    const response = await testAccount(other.headers, { id: account.id });
    expect(response.statusCode).toBe(403);
  });

  it('connects with TLS (port-465 style) and with STARTTLS, verifying the certificate', async () => {
    const me = await signedIn(t);
    expect(
      await test(me.headers, { account: smtpAccount(tls.port, { secure: true }) }),
    ).toMatchObject({ ok: true });
    expect(await test(me.headers, { account: smtpAccount(starttls.port) })).toMatchObject({
      ok: true,
    });
    // Plain SMTP spoken to a TLS port fails, as it should.
    expect(
      await test(me.headers, { account: smtpAccount(tls.port, { secure: false }) }),
    ).toMatchObject({ ok: false });
  });

  it('fails on a closed port', async () => {
    const me = await signedIn(t);
    expect(await test(me.headers, { account: smtpAccount(1) })).toMatchObject({
      ok: false,
      message: messages.smtpFailed,
    });
  });

  it('an account saved after a failed Test is saved failing, with the reason (not "Not tested")', async () => {
    const me = await signedIn(t);
    const wrong = smtpAccount(plain.port, { password: 'wrong-pass' });
    const { name: _n, ...tested } = wrong;
    const outcome = await test(me.headers, { account: tested });
    expect(outcome).toMatchObject({ ok: false });
    expect(outcome.receipt).toEqual(expect.any(String));
    // The receipt carries the outcome, not the password (nor anything derived without our key).
    expect(Buffer.from(outcome.receipt?.split('.')[0] ?? '', 'base64url').toString()).not.toMatch(
      /wrong-pass|127\.0\.0\.1/,
    );
    const saved = await create(me.headers, { ...wrong, testReceipt: outcome.receipt });
    expect(saved.signInError?.message).toMatch(/Invalid username or password|535/);
    expect(saved.signInError?.message).toBe(outcome.detail);

    // Without the receipt, or with one for other settings, nothing was tested.
    const untested = await create(me.headers, smtpAccount(plain.port, { password: 'wrong-pass' }));
    expect(untested.signInError).toBeNull();
    const other = await create(
      me.headers,
      smtpAccount(plain.port, { password: 'another-pass', testReceipt: outcome.receipt }),
    );
    expect(other.signInError).toBeNull();
  });

  it('editing after a Test saves its outcome for the settings as saved (stored password kept)', async () => {
    const me = await signedIn(t);
    const account = await create(me.headers, smtpAccount(plain.port));
    const { password: _p, name: _n, ...fields } = smtpAccount(1, { email: account.email });
    // The dialog tests the edited port with the stored password: a closed port fails.
    const outcome = await test(me.headers, { id: account.id, account: fields });
    expect(outcome.ok).toBe(false);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/mailer-auth/${account.id}`,
        headers: me.headers,
        payload,
      });
    const failing = await put({ port: 1, testReceipt: outcome.receipt });
    expect(failing.json<MailerAccount>().signInError?.message).toBe(outcome.detail);

    // Back to the working port, tested: the success clears the failure.
    const { password: _q, name: _m, ...good } = smtpAccount(plain.port, { email: account.email });
    const passed = await test(me.headers, { id: account.id, account: good });
    expect(passed.ok).toBe(true);
    const fixed = await put({ port: plain.port, testReceipt: passed.receipt });
    expect(fixed.json<MailerAccount>()).toMatchObject({ port: plain.port, signInError: null });
  });
});

describe('GET /mailer-auth/options', () => {
  /** What a signed-in member of `app` is offered. */
  const optionsOf = async (app: TestApp) => {
    const member = await signedIn(app);
    const answer = await app.app.inject({
      method: 'GET',
      url: '/api/mailer-auth/options',
      headers: member.headers,
    });
    return { member, options: answer.json() };
  };

  it('offers Gmail only when Google sign-in is configured', async () => {
    expect((await optionsOf(t)).options).toEqual({ gmail: true });

    const bare = await createTestApp();
    const { member: me, options } = await optionsOf(bare);
    expect(options).toEqual({ gmail: false });
    const consent = await bare.app.inject({
      method: 'GET',
      url: `/api/mailer-auth/oauth/gmail?callbackUrl=${encodeURIComponent('/settings')}`,
      headers: me.headers,
    });
    expect(consent.statusCode).toBe(400);
    expect(
      (await bare.app.inject({ method: 'GET', url: '/api/mailer-auth/options' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /mailer-auth/test never reaches internal addresses (OUTBOUND_ALLOWLIST empty)', async () => {
  const strict = await createTestApp({ env: { OUTBOUND_ALLOWLIST: '' }, database: t.database });

  it('answers Failed to connect/authenticate with SMTP and why, at once, without connecting', async () => {
    const me = await signedIn(strict);
    const loginsBefore = plain.logins.length;
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', 'localhost']) {
      const started = Date.now();
      const response = await testAccount(
        me.headers,
        { account: smtpAccount(plain.port, { host }) },
        strict,
      );
      expect(response.statusCode, host).toBe(200);
      expect(response.json(), host).toMatchObject({ ok: false, message: messages.smtpFailed });
      expect(response.json().detail, host).toMatch(/^This address is not allowed: /);
      // 10.0.0.1 would wait for the connection timeout if it were tried.
      expect(Date.now() - started, host).toBeLessThan(2000);
    }
    expect(plain.logins.length).toBe(loginsBefore);
  });

  it('Test IMAP refuses an internal mailbox host too, before connecting', async () => {
    const me = await signedIn(strict);
    const saved = await strict.app.inject({
      method: 'POST',
      url: '/api/mailer-auth',
      headers: me.headers,
      payload: smtpAccount(plain.port, {
        host: 'smtp.example.test',
        imapHost: '127.0.0.1',
        imapPort: dovecot.port,
        imapSecure: false,
      }),
    });
    const account = saved.json<MailerAccount>();
    const response = await strict.app.inject({
      method: 'POST',
      url: '/api/mailer-auth/test-imap',
      headers: me.headers,
      payload: { id: account.id },
    });
    expect(response.json()).toMatchObject({
      ok: false,
      message: 'Failed to connect/authenticate with IMAP',
    });
    expect(response.json().detail).toMatch(/^This address is not allowed: /);
  });

  it('connects to an allowlisted name at the checked address, verifying TLS against the name', async () => {
    const named = await createTestApp({
      env: { OUTBOUND_ALLOWLIST: 'localhost', SMTP_CA_FILE: cert.certFile, EMAIL_SEND_LEASE: '9s' },
      database: t.database,
    });
    const me = await signedIn(named);
    const test = async (account: Record<string, unknown>) =>
      (await testAccount(me.headers, { account }, named)).json<{
        ok: boolean;
        detail: string | null;
      }>();
    expect(await test(smtpAccount(plain.port, { host: 'localhost' }))).toMatchObject({ ok: true });
    // The certificate names 127.0.0.1 only: checked against "localhost", it does not match.
    const tlsByName = await test(smtpAccount(tls.port, { host: 'localhost', secure: true }));
    expect(tlsByName.ok).toBe(false);
    expect(tlsByName.detail).toMatch(/does not match certificate's altnames: Host: localhost\./);
  });
});

describe('Gmail OAuth', () => {
  it('builds the consent URL with a signed state and refuses other origins', async () => {
    const me = await signedIn(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/mailer-auth/oauth/gmail?callbackUrl=${encodeURIComponent('/settings?tab=emails')}`,
      headers: me.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`${googleUrl}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://app.test:8080/api/public/mailer-auth/oauth/gmail/callback',
    );
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('state')).toMatch(/\./);
    for (const bad of [
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'http://app.test:9999/',
    ]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/mailer-auth/oauth/gmail?callbackUrl=${encodeURIComponent(bad)}`,
        headers: me.headers,
      });
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('stores the refresh token sealed on callback, redirects to the callback, and sends with XOAUTH2', async () => {
    const me = await signedIn(t);
    const callback = await connectGmail(me.headers, 'http://app.test:8080/settings?tab=emails');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(
      'http://app.test:8080/settings?tab=emails&gmail=connected&email=creator.team%40gmail.test',
    );
    const [row] = await t.database.db
      .select()
      .from(mailerAccounts)
      .where(eq(mailerAccounts.ownerId, me.id));
    expect(row).toMatchObject({ authType: 'gmail', email: 'creator.team@gmail.test' });
    expect(row?.refreshTokenSealed).not.toContain('rt-secret-123');
    const list = await listAccounts(me.headers);
    expect(list.body).not.toContain('rt-secret-123');
    expect(list.json<{ items: MailerAccount[] }>().items[0]).toMatchObject({
      authType: 'gmail',
      connected: true,
    });
    // XOAUTH2 against the SMTP server with the access token refreshed from the stand-in.
    const tested = await testAccount(me.headers, { id: row?.id });
    expect(tested.json()).toMatchObject({ ok: true, message: messages.connectionSuccessful });
    expect(gmailSmtp.logins.at(-1)).toMatchObject({ method: 'XOAUTH2', ok: true });
  });

  it('a revoked grant shows on the account until Gmail is connected again', async () => {
    const me = await signedIn(t);
    const connect = async () => {
      const callback = await connectGmail(me.headers, 'http://app.test:8080/settings');
      expect(callback.statusCode).toBe(302);
    };
    const account = async () => {
      const list = await listAccounts(me.headers);
      return list.json<{ items: MailerAccount[] }>().items[0];
    };
    await connect();
    const id = (await account())?.id;
    expect((await account())?.signInError).toBeNull();

    grantRevoked = true;
    try {
      const tested = await testAccount(me.headers, { id });
      expect(tested.json()).toMatchObject({ ok: false, message: messages.smtpFailed });
      const failed = await account();
      expect(failed?.signInError?.message).toMatch(/invalid_grant|access token/i);
      expect(Date.parse(failed?.signInError?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      grantRevoked = false;
    }
    await connect();
    expect(await account()).toMatchObject({ id, signInError: null });
  });

  it('answers 400 for a tampered or forged state and redirects nowhere', async () => {
    const me = await signedIn(t);
    const valid = signOauthState(t.config, {
      u: me.id,
      c: '/settings',
      n: 'x',
      r: 'http://app.test:8080/api/public/mailer-auth/oauth/gmail/callback',
    });
    const [, mac] = valid.split('.');
    const evilBody = Buffer.from(
      JSON.stringify({
        u: me.id,
        c: 'https://evil.test/',
        exp: Math.floor(Date.now() / 1000) + 600,
        n: 'x',
        r: 'http://app.test:8080/api/public/mailer-auth/oauth/gmail/callback',
      }),
    ).toString('base64url');
    const forged = `${evilBody}.${mac}`;
    const expired = signOauthState(
      t.config,
      {
        u: me.id,
        c: '/settings',
        n: 'x',
        r: 'http://app.test:8080/api/public/mailer-auth/oauth/gmail/callback',
      },
      -10,
    );
    for (const state of ['', 'abc.def', forged, expired]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/mailer-auth/oauth/gmail/callback?code=good-code&state=${encodeURIComponent(state)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });
});
