import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkflowItem } from '@app/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import { startDovecot, type TestDovecot } from '../../../test/dovecot.ts';
import {
  campaignWithSender,
  postCustomTemplate,
  sendCustomTemplate,
  startEmailTestApp,
} from '../../../test/email-factories.ts';
import {
  emails,
  influencers,
  mailboxes,
  mailerAccounts,
  mailMessages,
} from '../../platform/db/schema/index.ts';
import { secretBoxFor } from '../../platform/secret-box/secret-box.ts';
import { textMessage } from './imap/testing-messages.ts';
import { syncMailbox } from './sync-runner.ts';
import {
  brokenReport,
  eximSoftBounce,
  gmailDsn,
  microsoftNdr,
  type Original,
  outOfOffice,
  postfixDsn,
} from './testing-bounces.ts';

// Issue 27: what comes back to the sender's mailbox after a campaign send (bounces in the
// shapes real mail systems write, an out-of-office) sets each email's true fate.

const { t, smtp } = await startEmailTestApp();
const db = t.database.db;
const box = secretBoxFor(t.config);
const servers: TestDovecot[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});
// Where the campaign's webhook posts its events.
const hooked: { event: string; data: Record<string, unknown> }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    hooked.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.end();
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

/** The campaign's invite emails, in the creators' order. */
async function invitesOf(campaignId: number, creatorIds: number[]) {
  const rows = await db.select().from(emails).where(eq(emails.campaignId, campaignId));
  return creatorIds.map((id) => {
    const row = rows.find((r) => r.influencerId === id && r.kind === 'invite');
    if (!row) throw new Error(`no invite for ${id}`);
    return row;
  });
}

async function workflowRows(headers: Record<string, string>, campaignId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/influencers/list`,
    headers,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<{ items: WorkflowItem[] }>().items.map((i) => [i.influencer.id, i]));
}

describe('bounces and auto-replies read back from the mailbox', () => {
  it('sets bounced (hard or soft, with the reason) from standard, Gmail, Microsoft and Exim bounces; an out-of-office is no reply', async () => {
    const server = await startDovecot();
    servers.push(server);
    const { me, campaign, creators, accountEmail } = await campaignWithSender(t, smtp, {
      creators: 7,
    });
    const ids = creators.map((c) => c.id);
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids });
    const invites = await invitesOf(campaign.id, ids);
    expect(invites.map((e) => e.state)).toEqual(Array(7).fill('delivered'));
    const original = (i: number): Original => {
      const e = invites[i];
      if (!e?.messageId) throw new Error('no message id');
      return { messageId: e.messageId, from: accountEmail, to: e.toEmail, subject: e.subject };
    };

    // Another manager's account and campaign: a bounce naming its email must not touch it.
    const other = await campaignWithSender(t, smtp, { creators: 1 });
    await workflowAction(t, other.me.headers, other.campaign.id, 'invite', {
      ids: other.creators.map((c) => c.id),
    });
    const [otherInvite] = await invitesOf(
      other.campaign.id,
      other.creators.map((c) => c.id),
    );
    if (!otherInvite?.messageId) throw new Error('no other invite');

    const [account] = await db
      .select()
      .from(mailerAccounts)
      .where(eq(mailerAccounts.email, accountEmail));
    if (!account) throw new Error('no account');
    await db
      .update(mailerAccounts)
      .set({
        imapHost: server.host,
        imapPort: server.port,
        imapSecure: false,
        imapUsername: server.user,
        imapPasswordSealed: box.seal(server.password),
      })
      .where(eq(mailerAccounts.id, account.id));
    await db.insert(mailboxes).values({ mailerAccountId: account.id });

    const creatorReply = textMessage(
      {
        from: original(5).to,
        to: accountEmail,
        subject: `Re: ${original(5).subject}`,
        inReplyTo: original(5).messageId,
        references: [original(5).messageId],
      },
      'Count me in!',
    );
    await server.append('INBOX', [
      postfixDsn(original(0)),
      gmailDsn(original(1)),
      microsoftNdr(original(2)),
      eximSoftBounce(original(3)),
      outOfOffice(original(4)),
      creatorReply.raw,
      // A big bounce with its original attached (3 MB): read from its head.
      postfixDsn(original(6), { status: '5.2.1', padding: 3 * 1024 * 1024 }),
      // Bad input: a message the product never sent, another account's message (forged or
      // misrouted), a broken structure naming a real email.
      postfixDsn({ ...original(0), messageId: '<email-999999999.deadbeef@team.test>' }),
      postfixDsn({
        messageId: otherInvite.messageId,
        from: other.accountEmail,
        to: otherInvite.toEmail,
        subject: otherInvite.subject,
      }),
      brokenReport(original(5)),
    ]);

    const hook = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/webhooks`,
      headers: me.headers,
      payload: {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        events: ['email.bounced'],
      },
    });
    expect(hook.statusCode, hook.body).toBe(200);

    const ctx = { db, storage: t.ctx.storage, config: t.config, jobs: t.ctx.jobs };
    const result = await syncMailbox(ctx, account.id);
    expect(result).toMatchObject({ ran: true, ok: true });

    const after = await invitesOf(campaign.id, ids);
    expect(after.map((e) => [e.state, e.bounceType])).toEqual([
      ['bounced', 'hard'],
      ['bounced', 'hard'],
      ['bounced', 'hard'],
      ['bounced', 'soft'],
      ['delivered', null],
      ['delivered', null],
      ['bounced', 'hard'],
    ]);
    expect(after[0]?.error).toContain('550 5.1.1');
    expect(after[0]?.error).toContain('User unknown in local recipient table');
    expect(after[1]?.error).toContain('The email account that you tried to reach does not exist');
    expect(after[2]?.error).toContain('550 5.1.10 RESOLVER.ADR.RecipientNotFound');
    expect(after[3]?.error).toContain('452 4.2.2 Mailbox full');
    for (const e of after.filter((x) => x.state === 'bounced')) {
      expect(e.bouncedAt).toBeInstanceOf(Date);
    }
    const [otherAfter] = await invitesOf(
      other.campaign.id,
      other.creators.map((c) => c.id),
    );
    expect(otherAfter?.state).toBe('delivered');

    // One email.bounced per bounced invite, with the address, hard or soft, and why.
    await expect.poll(() => hooked.length, { timeout: 10_000 }).toBe(5);
    expect(hooked.every((h) => h.event === 'email.bounced')).toBe(true);
    const soft = hooked.find((h) => h.data.email === original(3).to);
    expect(soft?.data).toMatchObject({
      emailId: after[3]?.id,
      influencerId: ids[3],
      kind: 'invite',
      bounceType: 'soft',
    });
    expect(soft?.data.reason).toContain('452 4.2.2 Mailbox full');

    // The Workflow: bounced with the reason; the out-of-office is not a reply, the creator's
    // own answer is.
    const rows = await workflowRows(me.headers, campaign.id);
    const row = (i: number) => rows.get(ids[i] ?? 0);
    expect(row(0)).toMatchObject({ inviteEmail: 'bounced' });
    expect(row(0)?.inviteEmailError).toContain('User unknown');
    expect(row(3)).toMatchObject({ inviteEmail: 'bounced' });
    expect(row(4)).toMatchObject({ inviteEmail: 'sent', repliedAt: null, inviteEmailError: null });
    expect(row(5)?.repliedAt).not.toBeNull();

    // The campaign's email statistics: bounced apart from delivered.
    const stats = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-stats`,
      headers: me.headers,
      payload: {},
    });
    expect(stats.json()).toMatchObject({ sent: 7, delivered: 2, bounced: 5, error: 0 });

    // The creator's Email tab: Bounced with the reason; the address marked when it bounced hard.
    const emailTab = async (id: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/influencer/${id}/emails`,
        headers: me.headers,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        items: { status: string; error: string | null }[];
        hardBounce: { reason: string | null } | null;
      }>();
    };
    const hardTab = await emailTab(ids[0] ?? 0);
    expect(hardTab.items[0]).toMatchObject({ status: 'bounced' });
    expect(hardTab.hardBounce?.reason).toContain('User unknown');
    const softTab = await emailTab(ids[3] ?? 0);
    expect(softTab.items[0]?.error).toContain('Mailbox full');
    expect(softTab.hardBounce).toBeNull();

    // The next bulk send skips the 4 addresses that bounced hard (not the soft one), and says so.
    const template = await postCustomTemplate(t, me.headers, campaign.id, {
      name: 'Follow-up',
      subject: 'Still on?',
      body: '<p>Hello again</p>',
    });
    const sentAgain = await sendCustomTemplate(
      t,
      me.headers,
      campaign.id,
      template.json<{ id: number }>().id,
    );
    expect(sentAgain.json()).toMatchObject({ matched: 7, recipients: 3, bounced: 4, queued: 3 });
    const followUps = await db.select().from(emails).where(eq(emails.campaignId, campaign.id));
    expect(
      followUps
        .filter((e) => e.kind === 'custom')
        .map((e) => e.influencerId)
        .sort(),
    ).toEqual([ids[3], ids[4], ids[5]].sort());

    // The out-of-office is in the creator's thread, marked as automatic.
    const stored = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.mailerAccountId, account.id));
    const ooo = stored.find((m) => m.subject.startsWith('Automatic reply'));
    expect(ooo?.automatic).toBe('auto_reply');
    expect(stored.find((m) => m.messageIdHeader === creatorReply.messageId)?.automatic).toBeNull();
    // Bounces from daemons are stored only when they thread with a sent message, as automatic.
    for (const m of stored.filter((x) => /daemon|postmaster/.test(x.fromEmail))) {
      expect(m.automatic).toBe('bounce');
    }
    // No daemon became a creator.
    expect(
      await db.select().from(influencers).where(like(influencers.email, '%daemon%')),
    ).toHaveLength(0);

    // A second pass changes nothing.
    await db
      .update(mailboxes)
      .set({ state: 'idle' })
      .where(eq(mailboxes.mailerAccountId, account.id));
    expect(await syncMailbox(ctx, account.id)).toMatchObject({ ran: true, ok: true });
    const again = await invitesOf(campaign.id, ids);
    expect(again.map((e) => e.state)).toEqual(after.map((e) => e.state));
    expect(hooked).toHaveLength(5);
  }, 60_000);
});
