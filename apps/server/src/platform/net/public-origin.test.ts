import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import { campaignWithOneCreator, startTeamSmtpServer } from '../../../test/email-factories.ts';
import { startConfig } from '../../../test/start-config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sendWorkflowEmailJob } from '../../campaigns/workflow/jobs.ts';
import { startServer } from '../../server.ts';
import { transaction } from '../db/transaction.ts';
import { listenOrigin, originOf, publicUrlWarning } from './public-origin.ts';

// Where links point (invite links in the Workflow tab and in emails, tracking and unsubscribe
// links): PUBLIC_URL; else the address of the signed-in request behind them (X-Forwarded-*
// only with TRUST_PROXY); else the listen address. Emails go through the outbox to a real
// SMTP server, jobs inline.
const smtp = await startTeamSmtpServer();

const fixed = await createTestApp({
  env: { PUBLIC_URL: 'https://creators.studio.test', PORT: '4567', EMAIL_RATE_LIMIT: '1000' },
});
const unset = await createTestApp({ env: { PORT: '4567', EMAIL_RATE_LIMIT: '1000' } });
const proxied = await createTestApp({
  env: { PORT: '4567', TRUST_PROXY: 'true', EMAIL_RATE_LIMIT: '1000' },
});

type Row = { influencer: { id: number }; inviteUrl: string | null };

/** Invites one creator with these request headers: the Workflow tab's link and the email. */
async function inviteWith(t: TestApp, headers: Record<string, string>) {
  const { me, campaign, creator } = await campaignWithOneCreator(t, smtp);
  const signed = { ...me.headers, ...headers };
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaign.id}/influencers/invite`,
    headers: signed,
    payload: { ids: [creator.id] },
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const list = await t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaign.id}/influencers/list`,
    headers: signed,
    payload: {},
  });
  const row = list.json<{ items: Row[] }>().items.find((r) => r.influencer.id === creator.id);
  const email = smtp.messages.find((m) => m.to.includes(creator.email ?? ''));
  return { copied: row?.inviteUrl ?? '', email: email?.text ?? '' };
}

/** The addresses the email links to: invite link and unsubscribe link. */
const linksIn = (text: string) => ({
  invite: /(https?:\/\/[^\s[\]]+?)\/invite\/[\w-]+/.exec(text)?.[1],
  unsubscribe: /Unsubscribe: (\S+?)\/api\/public\/email\/unsubscribe\//.exec(text)?.[1],
});

describe('link origin', () => {
  it('PUBLIC_URL set: every link uses it, whatever Host the request names', async () => {
    const { copied, email } = await inviteWith(fixed, { host: 'evil.test' });
    expect(copied).toMatch(/^https:\/\/creators\.studio\.test\/invite\/[\w-]+$/);
    expect(linksIn(email)).toEqual({
      invite: 'https://creators.studio.test',
      unsubscribe: 'https://creators.studio.test',
    });
  });

  it('PUBLIC_URL unset: the address the request came in on, in the copied link and the email', async () => {
    const { copied, email } = await inviteWith(unset, { host: 'studio.lan:8443' });
    expect(copied).toMatch(/^http:\/\/studio\.lan:8443\/invite\/[\w-]+$/);
    expect(linksIn(email)).toEqual({
      invite: 'http://studio.lan:8443',
      unsubscribe: 'http://studio.lan:8443',
    });
  });

  it('X-Forwarded-Proto and -Host count only with TRUST_PROXY', async () => {
    const forwarded = {
      host: 'app:3000',
      'x-forwarded-host': 'creators.example.com',
      'x-forwarded-proto': 'https',
    };
    const behind = await inviteWith(proxied, forwarded);
    expect(behind.copied).toMatch(/^https:\/\/creators\.example\.com\/invite\//);
    expect(linksIn(behind.email)).toEqual({
      invite: 'https://creators.example.com',
      unsubscribe: 'https://creators.example.com',
    });
    const direct = await inviteWith(unset, forwarded);
    expect(direct.copied).toMatch(/^http:\/\/app:3000\/invite\//);
  });

  it('a Host that is not a plain host[:port] falls back to the listen address', async () => {
    for (const host of ['evil.test/phish?', 'user@evil.test', 'evil.test:99999']) {
      const { copied } = await inviteWith(unset, { host });
      expect(copied, host).toMatch(/^http:\/\/localhost:4567\/invite\//);
    }
  });

  it('an email queued with no request behind it (a scheduled job) links to the listen address', async () => {
    const { me, campaign, creator } = await campaignWithOneCreator(unset, smtp, {
      campaign: { sendApprovedEmails: false },
    });
    await workflowAction(unset, me.headers, campaign.id, 'approve', { ids: [creator.id] });
    // As the post-suggestions scan does from its cron job: no request, no origin.
    await transaction(unset.database.db, (tx) =>
      unset.ctx.jobs.enqueue(tx, sendWorkflowEmailJob, {
        campaignId: campaign.id,
        type: 'approved',
        influencerIds: [creator.id],
        occasion: 'scheduled',
      }),
    );
    const email = smtp.messages.find((m) => m.to.includes(creator.email ?? ''));
    expect(linksIn(email?.text ?? '')).toEqual({
      invite: 'http://localhost:4567',
      unsubscribe: 'http://localhost:4567',
    });
  });
});

describe('originOf', () => {
  it.each([
    [{ protocol: 'http', host: 'Studio.LAN:8080' }, 'http://studio.lan:8080'],
    [{ protocol: 'https', host: 'creators.example.com:443' }, 'https://creators.example.com'],
    [{ protocol: 'http', host: '[::1]:3000' }, 'http://[::1]:3000'],
    [{ protocol: 'http', host: '192.168.1.20:3000' }, 'http://192.168.1.20:3000'],
    [{ protocol: 'ftp', host: 'example.com' }, null],
    [{ protocol: 'http', host: '' }, null],
    [{ protocol: 'http', host: 'a.test, b.test' }, null],
    [{ protocol: 'http', host: 'a.test\r\nx: y' }, null],
    [{ protocol: 'http', host: 'a.test#frag' }, null],
  ])('%o -> %s', (request, expected) => {
    expect(originOf(request)).toBe(expected);
  });
});

describe('listen address', () => {
  it.each([
    [{ host: '0.0.0.0', port: 4000 }, 'http://localhost:4000'],
    [{ host: '::', port: 4000 }, 'http://localhost:4000'],
    [{ host: '10.0.0.5', port: 8080 }, 'http://10.0.0.5:8080'],
    [{ host: 'fd00::5', port: 8080 }, 'http://[fd00::5]:8080'],
  ])('%o -> %s', (config, expected) => {
    expect(listenOrigin(config)).toBe(expected);
  });

  it('warns once at start with the port it really took, and links name that port', async () => {
    const config = startConfig('origin-start-', {
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@origin.test',
      ADMIN_PASSWORD: 'origin-pass-1',
    });
    const lines: string[] = [];
    const logTo = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const server = await startServer(config, { logTo });
    try {
      const port = new URL(server.url ?? '').port;
      expect(Number(port)).toBeGreaterThan(0);
      expect(listenOrigin(config)).toBe(`http://127.0.0.1:${port}`);
      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.msg.startsWith('PUBLIC_URL is not set'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.level).toBe(40);
      expect(warnings[0]?.msg).toContain(`http://127.0.0.1:${port}`);
    } finally {
      await server.stop();
    }
    expect(publicUrlWarning({ ...config, email: { publicUrl: 'https://x.test' } })).toBeNull();
  }, 180_000);
});
