import { ChannelType, type IntegrationCard, integrationEndpoints } from '@app/contract';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { startDovecot } from '../../../test/dovecot.ts';
import { startTeamSmtpServer, TEAM_SMTP_LOGIN } from '../../../test/email-factories.ts';
import { asAdmin, signedIn } from '../../../test/factories.ts';
import { fakeChannelId, startFakePlatforms } from '../../../test/fake-platforms.ts';
import { startGmailStandIn } from '../../../test/gmail-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { providersFor } from '../../crm/index.ts';
import { selfSignedCertificate, startTestSmtpServer } from '../../email/delivery/testing.ts';
import { GRANT_REFUSED } from '../../email/mail-sync/gmail/gmail-api.ts';
import {
  integrationStatus,
  mailboxes,
  mailerAccounts,
  secretBoxFor,
} from '../../platform/index.ts';

// Settings > Integrations against the stand-ins: a working provider (YouTube, Google), a
// misconfigured one (Twitch with a wrong secret), one not configured (Google without its
// client), and sender accounts whose server refuses the sign-in, is gone, or shows a certificate not trusted.

const fake = await startFakePlatforms();
const gmail = await startGmailStandIn();
const smtp = await startTeamSmtpServer();
// A mail server on TLS with a certificate nobody here trusts.
const untrusted = await startTestSmtpServer({
  ...TEAM_SMTP_LOGIN,
  secure: true,
  cert: selfSignedCertificate(),
});
afterAll(() => untrusted.close());
const good = await createTestApp({ env: { ...fake.env, ...gmail.env } });
const bad = await createTestApp({
  env: { ...fake.env, TWITCH_CLIENT_SECRET: 'not-the-secret' },
  database: good.database,
});
const { UserRole } = await import('@app/contract');
// The PostgreSQL project shares one database between files: start from no recorded call, as
// a new installation does (another file's quota error would show as this one's last error).
await good.database.db.delete(integrationStatus);

const path = (p: string) => `/api${p}`;

async function list(t: TestApp, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: path(integrationEndpoints.list.path),
    headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: IntegrationCard[] }).items;
}

async function test(t: TestApp, headers: Record<string, string>, key: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: path(integrationEndpoints.test.path),
    headers,
    payload: { key },
  });
  return { status: response.statusCode, card: response.json() as IntegrationCard };
}

const card = (cards: IntegrationCard[], key: string) => cards.find((c) => c.key === key);

describe('Settings > Integrations', () => {
  it('is for Admins only', async () => {
    const { headers: manager } = await signedIn(good, UserRole.Manager);
    const response = await good.app.inject({
      method: 'GET',
      url: path(integrationEndpoints.list.path),
      headers: manager,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists each provider: configured or which settings to set', async () => {
    const admin = (await asAdmin(bad)).headers;
    const cards = await list(bad, admin);
    expect(cards.map((c) => c.key)).toEqual(
      expect.arrayContaining(['youtube', 'twitch', 'igdb', 'google']),
    );
    expect(card(cards, 'google')).toMatchObject({
      configured: false,
      state: 'not_configured',
      settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    });
    // Not called when not configured: the card says which settings, nothing more.
    const tested = await test(bad, admin, 'google');
    expect(tested.card.state).toBe('not_configured');
    expect((await test(bad, admin, 'nothing')).status).toBe(404);
  });

  it('Test: a working key turns the card working, with the units used today', async () => {
    const admin = (await asAdmin(good)).headers;
    const { status, card: youtube } = await test(good, admin, 'youtube');
    expect(status).toBe(200);
    expect(youtube).toMatchObject({ state: 'working', lastError: null });
    expect(youtube.lastSuccessAt).not.toBeNull();
    expect(youtube.usage).toMatch(/^1 of 10,000 units today/);
    expect(fake.state.requests.some((r) => r.startsWith('GET /youtube/v3/videos?'))).toBe(true);
    expect((await test(good, admin, 'google')).card.state).toBe('working');
  });

  it('Test: a wrong Twitch secret turns the card failing, in words, with the fix', async () => {
    const admin = (await asAdmin(bad)).headers;
    const { card: twitch } = await test(bad, admin, 'twitch');
    expect(twitch.state).toBe('failing');
    expect(twitch.lastError).toContain('invalid client secret');
    expect(twitch.fix).toContain('TWITCH_CLIENT_SECRET');
    // The good app's Test afterwards: working again (the same integration, one status).
    expect((await test(good, (await asAdmin(good)).headers, 'twitch')).card).toMatchObject({
      state: 'working',
      usage: null,
    });
  });

  it("the product's own calls keep the cards current: a quota answer shows with its fix", async () => {
    fake.state.youtubeQuotaExceeded = true;
    await expect(
      providersFor(good.config, good.database.db)[ChannelType.Youtube].fetchChannel({
        by: 'id',
        value: fakeChannelId('quota'),
      }),
    ).rejects.toMatchObject({ kind: 'quota' });
    fake.state.youtubeQuotaExceeded = false;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const youtube = card(await list(good, (await asAdmin(good)).headers), 'youtube');
    expect(youtube).toMatchObject({ state: 'failing' });
    expect(youtube?.fix).toContain('midnight Pacific time');
    expect(youtube?.usage).toMatch(/^10,000 of 10,000 units today/);
  });

  it('one card per sender account; Test signs in and says why it cannot', async () => {
    const { id: me, headers: admin } = await asAdmin(good);
    const box = secretBoxFor(good.config);
    const account = (email: string, port: number, password: string) => ({
      ownerId: 1,
      authType: 'smtp' as const,
      email,
      host: '127.0.0.1',
      port,
      secure: false,
      username: TEAM_SMTP_LOGIN.user,
      passwordSealed: box.seal(password),
    });
    const [ok, refused, gone, tls] = await good.database.db
      .insert(mailerAccounts)
      .values([
        { ...account('ok@team.example', smtp.port, TEAM_SMTP_LOGIN.pass), ownerId: me },
        { ...account('refused@team.example', smtp.port, 'wrong'), ownerId: me },
        { ...account('gone@team.example', 1, 'x'), ownerId: me },
        {
          ...account('tls@team.example', untrusted.port, TEAM_SMTP_LOGIN.pass),
          ownerId: me,
          secure: true,
        },
      ])
      .returning({ id: mailerAccounts.id });
    const cards = await list(good, admin);
    expect(card(cards, `sender:${ok?.id}`)).toMatchObject({
      kind: 'sender',
      name: 'ok@team.example (SMTP)',
      state: 'untested',
    });
    expect((await test(good, admin, `sender:${ok?.id}`)).card.state).toBe('working');
    const refusedCard = (await test(good, admin, `sender:${refused?.id}`)).card;
    expect(refusedCard).toMatchObject({ state: 'failing' });
    expect(refusedCard.lastError).toMatch(/^The mail server refused the sign-in/);
    expect(refusedCard.fix).toContain('password');
    const goneCard = (await test(good, admin, `sender:${gone?.id}`)).card;
    expect(goneCard.lastError).toMatch(/^The mail server cannot be reached/);
    expect(goneCard.fix).toContain('host and port');
    const tlsCard = (await test(good, admin, `sender:${tls?.id}`)).card;
    expect(tlsCard.lastError).toMatch(/^The mail server's certificate is not trusted/);
    expect(tlsCard.fix).toContain('SMTP_CA_FILE');
  });

  it('Test signs in to a connected mailbox over IMAP too, and says when that is what fails', async () => {
    const { id: me, headers: admin } = await asAdmin(good);
    const box = secretBoxFor(good.config);
    const dovecot = await startDovecot();
    onTestFinished(() => dovecot.stop());
    const mailbox = (email: string, imap: { port: number; password: string }) => ({
      ownerId: me,
      authType: 'smtp' as const,
      email,
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: TEAM_SMTP_LOGIN.user,
      passwordSealed: box.seal(TEAM_SMTP_LOGIN.pass),
      imapHost: dovecot.host,
      imapPort: imap.port,
      imapSecure: false,
      imapUsername: dovecot.user,
      imapPasswordSealed: box.seal(imap.password),
    });
    const [synced, refused, gone, notConnected] = await good.database.db
      .insert(mailerAccounts)
      .values([
        mailbox('synced@team.example', { port: dovecot.port, password: dovecot.password }),
        mailbox('imap-refused@team.example', { port: dovecot.port, password: 'wrong' }),
        mailbox('imap-gone@team.example', { port: 1, password: dovecot.password }),
        mailbox('smtp-only@team.example', { port: 1, password: dovecot.password }),
      ])
      .returning({ id: mailerAccounts.id });
    // Mailings syncs the first three; the last one only sends.
    await good.database.db
      .insert(mailboxes)
      .values([synced, refused, gone].map((a) => ({ mailerAccountId: a?.id ?? 0 })));

    expect((await test(good, admin, `sender:${synced?.id}`)).card.state).toBe('working');
    const refusedCard = (await test(good, admin, `sender:${refused?.id}`)).card;
    expect(refusedCard).toMatchObject({ state: 'failing' });
    expect(refusedCard.lastError).toMatch(/^The mail server refused the sign-in \(IMAP: /);
    expect(refusedCard.fix).toContain('password');
    const goneCard = (await test(good, admin, `sender:${gone?.id}`)).card;
    expect(goneCard.lastError).toMatch(/^The mail server cannot be reached \(IMAP: /);
    // Not connected to Mailings: its IMAP settings are not in use, so not asked.
    expect((await test(good, admin, `sender:${notConnected?.id}`)).card.state).toBe('working');
  });

  it('a Gmail account whose grant Google refused during a sync: the card says Reconnect', async () => {
    const { id: me, headers: admin } = await asAdmin(good);
    const [gmailAccount] = await good.database.db
      .insert(mailerAccounts)
      .values({ ownerId: me, authType: 'gmail', email: 'revoked@gmail.example', secure: true })
      .returning({ id: mailerAccounts.id });
    const key = `sender:${gmailAccount?.id}`;
    expect(card(await list(good, admin), key)?.state).toBe('untested');
    await good.database.db.insert(mailboxes).values({
      mailerAccountId: gmailAccount?.id ?? 0,
      state: 'error',
      lastSyncAt: new Date(Date.now() - 60_000),
      lastError: GRANT_REFUSED,
      lastErrorAt: new Date(),
    });
    expect(card(await list(good, admin), key)).toMatchObject({
      name: 'revoked@gmail.example (Gmail)',
      state: 'failing',
      lastError: GRANT_REFUSED,
      fix: expect.stringMatching(/^Reconnect: Settings > Manager Emails/),
    });
  });
});
