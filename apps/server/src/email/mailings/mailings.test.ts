import {
  allEndpoints,
  type MailAttachment,
  type MailboxAccount,
  type MailingTemplate,
  type MailMessage,
  type MailThreadMessagesResponse,
  specRoutes,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type TestDovecot } from '../../../test/dovecot.ts';
import { connectSenderAccount, startTeamSmtpServer } from '../../../test/email-factories.ts';
import { signedIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestInfluencer, uniq } from '../../../test/influencer-factories.ts';
import { multipartFile, PDF_BYTES, postMultipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails, mailMessages, mailThreads } from '../../platform/db/schema/index.ts';
import type { TestSmtpServer } from '../delivery/testing.ts';

// Mailings through the real API: a manager's account sends through the team's SMTP server
// on loopback and its mailbox is a real Dovecot. Jobs run inline (after their transaction).

let t: TestApp;
let smtp: TestSmtpServer;
let dovecot: TestDovecot;

beforeAll(async () => {
  smtp = await startTeamSmtpServer();
  dovecot = await startDovecot();
  t = await createTestApp({
    env: { PUBLIC_URL: 'http://app.test', EMAIL_RATE_LIMIT: '1000', MAIL_ATTACHMENT_MAX_MB: '1' },
  });
});
afterAll(async () => {
  await dovecot?.stop();
});

type Headers = Record<string, string>;

async function call<T>(
  headers: Headers,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  status = 200,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.body ? (res.json() as T) : (undefined as T);
}

/** A manager with a sender account: SMTP on the team server, IMAP on Dovecot. */
async function managerWithMailbox() {
  const me = await signedIn(t, undefined, { firstName: 'Maya', lastName: 'Manager' });
  const account = await connectSenderAccount(t, me.headers, {
    smtp,
    dovecot,
    name: 'Maya at Studio',
  });
  return { me, account };
}

function rawMail(options: {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  inReplyTo?: string;
  body?: string;
}) {
  return [
    `From: Creator <${options.from}>`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Message-ID: ${options.messageId}`,
    ...(options.inReplyTo
      ? [`In-Reply-To: ${options.inReplyTo}`, `References: ${options.inReplyTo}`]
      : []),
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    options.body ?? 'Hello there',
    '',
  ].join('\r\n');
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/** The thread's messages once `done` holds for them (a send finishes in a job). */
function waitForThread(
  headers: Headers,
  threadId: number | undefined,
  done: (messages: MailThreadMessagesResponse) => boolean,
) {
  return waitFor(
    () =>
      call<MailThreadMessagesResponse>(headers, 'POST', `/mailing/threads/${threadId}/messages`),
    done,
  );
}

describe('mailings API', () => {
  it('declares and serves every SPEC 7 "Mailing" call', () => {
    const declared = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    for (const route of specRoutes.mailing) {
      expect(declared, `${route.method} ${route.path}`).toContain(`${route.method} ${route.path}`);
    }
  });

  it('connects a mailbox, shows a creator reply as a thread, marks it read in Dovecot, and replies in the thread', async () => {
    const { me, account } = await managerWithMailbox();
    const creator = await createTestInfluencer(t, {
      email: uniqueEmail('creator'),
      name: 'Cora Creator',
      firstName: 'Cora',
    });
    const [uid] = await dovecot.append('INBOX', [
      rawMail({
        from: creator.email ?? '',
        to: account.email,
        subject: 'About your game',
        messageId: `<${uniq('m')}@creator.test>`,
      }),
    ]);
    // Mail from someone outside the CRM is never stored.
    await dovecot.append('INBOX', [
      rawMail({
        from: uniqueEmail('stranger'),
        to: account.email,
        subject: 'Newsletter',
        messageId: `<${uniq('n')}@news.test>`,
      }),
    ]);

    const before = await call<{ items: MailboxAccount[] }>(me.headers, 'GET', '/mailing/account');
    expect(before.items.find((a) => a.id === account.id)?.syncState).toBe('disconnected');
    const synced = await call<MailboxAccount>(me.headers, 'POST', '/mailing/account/sync', {
      id: account.id,
    });
    expect(synced).toMatchObject({ syncState: 'idle', lastError: null, threadsCount: 1 });
    expect(synced.unreadCount).toBe(1);

    const list = await call<{ items: { id: number; subject: string; unreadCount: number }[] }>(
      me.headers,
      'POST',
      '/mailing/threads/list',
      { filters: { influencerId: creator.id } },
    );
    expect(list.items).toHaveLength(1);
    const [thread] = list.items;
    expect(thread).toMatchObject({ subject: 'About your game', unreadCount: 1 });

    const opened = await call<MailThreadMessagesResponse>(
      me.headers,
      'POST',
      `/mailing/threads/${thread?.id}/messages`,
    );
    const incoming = opened.items[0];
    expect(incoming).toMatchObject({ direction: 'in', read: false, status: null });
    const read = await call<{ unreadCount: number }>(
      me.headers,
      'POST',
      `/mailing/messages/${incoming?.id}/read`,
    );
    expect(read.unreadCount).toBe(0);
    expect((await dovecot.flagsOf('INBOX')).get(uid ?? 0)?.has('\\Seen')).toBe(true);

    // A colleague cannot read this mailbox's thread.
    const colleague = await signedIn(t);
    await call(
      colleague.headers,
      'POST',
      `/mailing/threads/${thread?.id}/messages`,
      undefined,
      404,
    );

    const upload = multipartFile(PDF_BYTES, { filename: 'brief.pdf', contentType: 'text/plain' });
    const uploaded = await postMultipart(t, me.headers, '/api/mailing/attachments/upload', upload);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = uploaded.json<MailAttachment>();
    expect(attachment.contentType).toBe('application/pdf');

    const sentBefore = smtp.messages.length;
    const reply = await call<MailMessage>(me.headers, 'POST', '/mailing/messages/create', {
      accountId: account.id,
      replyToMessageId: incoming?.id,
      subject: 'Re: About your game',
      body: '<p>Hi {{influencer.firstName}}, here is the brief.</p>',
      attachmentIds: [attachment.id],
    });
    expect(reply.threadId).toBe(thread?.id);
    const delivered = await waitFor(
      async () => smtp.messages.slice(sentBefore),
      (m) => m.length > 0,
    );
    expect(delivered).toHaveLength(1);
    const message = delivered[0];
    expect(message?.to).toEqual([creator.email]);
    const parentHeader = await headerOf(incoming?.id);
    expect(parentHeader).toMatch(/^<.+@creator\.test>$/);
    expect(message?.headers.get('in-reply-to')).toBe(parentHeader);
    expect(message?.headers.get('references')).toContain(parentHeader);
    expect(message?.raw).toContain('Hi Cora, here is the brief.');
    expect(message?.raw).toContain('filename=brief.pdf');
    expect(message?.headers.has('list-unsubscribe')).toBe(false);

    const after = await waitForThread(me.headers, thread?.id, (r) =>
      r.items.some((m) => m.id === reply.id && m.status === 'sent'),
    );
    expect(after.items.map((m) => m.direction)).toEqual(['in', 'out']);
    expect(after.items[1]?.attachments.map((a) => a.fileName)).toEqual(['brief.pdf']);

    // The next pass files the sent copy in Dovecot's Sent and stores it once.
    await call(me.headers, 'POST', '/mailing/account/sync', { id: account.id });
    const sent = [...(await dovecot.sourcesOf('Sent')).values()].map((b) => b.toString('utf8'));
    expect(sent.some((s) => s.includes(String(message?.headers.get('message-id'))))).toBe(true);
    const stored = await t.database.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.threadId, thread?.id ?? 0));
    expect(stored).toHaveLength(2);

    // Disconnect deletes the synced copies; the outbox email stays.
    const disconnected = await call<MailboxAccount>(
      me.headers,
      'POST',
      '/mailing/account/disconnect',
      { id: account.id },
    );
    expect(disconnected).toMatchObject({ syncState: 'disconnected', threadsCount: 0 });
    expect(
      await t.database.db
        .select()
        .from(mailThreads)
        .where(eq(mailThreads.id, thread?.id ?? 0)),
    ).toHaveLength(0);
    const kept = await t.database.db
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.mailerAccountId, account.id));
    expect(kept.length).toBeGreaterThan(0);
  });

  it('saves a draft, sends it, records a refusal as failed with the reason, and retries', async () => {
    let refusals = 0;
    const refusing = await startTeamSmtpServer({
      refuse: () => (refusals++ === 0 ? { code: 550, message: 'Mailbox unavailable' } : null),
    });
    const me = await signedIn(t);
    const account = await connectSenderAccount(t, me.headers, { smtp: refusing });
    const creator = await createTestInfluencer(t, { email: uniqueEmail('creator') });
    const draft = await call<MailMessage>(me.headers, 'POST', '/mailing/messages/create', {
      accountId: account.id,
      influencerId: creator.id,
      subject: 'Keys for you',
      body: '<p>Draft</p>',
      draft: true,
    });
    expect(draft.status).toBe('draft');
    expect(refusing.messages).toHaveLength(0);

    const failed = await call<MailMessage>(me.headers, 'POST', '/mailing/messages/create', {
      accountId: account.id,
      messageId: draft.id,
      subject: 'Keys for you',
      body: '<p>Ready</p>',
    });
    expect(failed.id).toBe(draft.id);
    const afterFail = await waitForThread(
      me.headers,
      draft.threadId,
      (r) => r.items[0]?.status === 'failed',
    );
    expect(afterFail.items[0]?.error).toMatch(/550|Mailbox unavailable/);

    await call<MailMessage>(me.headers, 'POST', '/mailing/messages/create', {
      accountId: account.id,
      messageId: draft.id,
      subject: 'Keys for you',
      body: '<p>Ready</p>',
    });
    await waitForThread(me.headers, draft.threadId, (r) => r.items[0]?.status === 'sent');
    expect(refusing.messages).toHaveLength(1);
    expect(refusing.messages[0]?.to).toEqual([creator.email]);

    // A sent message cannot be sent again through messageId.
    await call(
      me.headers,
      'POST',
      '/mailing/messages/create',
      { accountId: account.id, messageId: draft.id, subject: 'x', body: '<p>x</p>' },
      400,
    );
    // Without a recipient: the spec'd message on `to`.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mailing/messages/create',
      headers: me.headers,
      payload: { accountId: account.id, subject: 'x', body: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ to: 'Add at least one recipient' });
  });
});

async function headerOf(messageId: number | undefined): Promise<string | null> {
  const [row] = await t.database.db
    .select({ header: mailMessages.messageIdHeader })
    .from(mailMessages)
    .where(eq(mailMessages.id, messageId ?? 0));
  return row?.header ?? null;
}

describe('mailing templates', () => {
  it('records a message refused at RCPT (550 5.1.1) as failed with the server words, within the attempt', async () => {
    const dead = uniqueEmail('dead');
    const refusing = await startTeamSmtpServer({
      refuseRecipient: (address) =>
        address === dead
          ? { code: 550, message: '5.1.1 <dead>: Recipient address rejected' }
          : null,
    });
    const me = await signedIn(t);
    const account = await connectSenderAccount(t, me.headers, { smtp: refusing });
    const creator = await createTestInfluencer(t, { email: dead });
    const started = Date.now();
    const sent = await call<MailMessage>(me.headers, 'POST', '/mailing/messages/create', {
      accountId: account.id,
      influencerId: creator.id,
      subject: 'Keys for you',
      body: '<p>Hello</p>',
    });
    const failed = await waitForThread(
      me.headers,
      sent.threadId,
      (r) => r.items[0]?.status === 'failed',
    );
    expect(Date.now() - started).toBeLessThan(t.ctx.config.email.leaseSeconds * 1000);
    expect(failed.items[0]?.error).toContain('550 5.1.1 <dead>: Recipient address rejected');
    expect(refusing.messages).toHaveLength(0);
  });

  it('keeps names unique in any case, refuses unknown variables, clones and applies', async () => {
    const me = await signedIn(t);
    const name = uniq('Welcome ');
    const created = await call<MailingTemplate>(me.headers, 'POST', '/mailing/templates/create', {
      name,
      subject: 'Hi {{influencer.firstName}}',
      body: '<p>Hello {{influencer.fullName}}<script>alert(1)</script></p>',
    });
    expect(created.body).not.toContain('<script');

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/mailing/templates/create',
      headers: me.headers,
      payload: { name: name.toUpperCase(), subject: 's', body: '<p>b</p>' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ name: 'Template with this name already exists' });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/mailing/templates/create',
      headers: me.headers,
      payload: { name: uniq('t'), subject: 's', body: '<p>{{campaign.name}}</p>' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ body: 'Unknown variable {{campaign.name}}' });

    const first = await call<MailingTemplate>(
      me.headers,
      'POST',
      `/mailing/templates/${created.id}/clone`,
    );
    const second = await call<MailingTemplate>(
      me.headers,
      'POST',
      `/mailing/templates/${created.id}/clone`,
    );
    expect([first.name, second.name]).toEqual([`${name} (copy)`, `${name} (copy 2)`]);

    const creator = await createTestInfluencer(t, { firstName: 'Ana', lastName: 'Lopez' });
    const applied = await call<{ subject: string; body: string }>(
      me.headers,
      'POST',
      `/mailing/templates/${created.id}/apply`,
      { influencerId: creator.id },
    );
    expect(applied).toEqual({ subject: 'Hi Ana', body: '<p>Hello Ana Lopez</p>' });

    const found = await call<{ items: MailingTemplate[]; total: number }>(
      me.headers,
      'POST',
      '/mailing/templates/list',
      { search: name },
    );
    expect(found.total).toBe(3);
    const replacements = await call<{ items: { name: string }[] }>(
      me.headers,
      'GET',
      '/mailing/templates/replacements',
    );
    expect(replacements.items.map((v) => v.name)).toEqual([
      'influencer.fullName',
      'influencer.firstName',
      'influencer.lastName',
      'influencer.mediaName',
    ]);
    await call(me.headers, 'DELETE', `/mailing/templates/${second.id}`);
    await call(me.headers, 'DELETE', `/mailing/templates/${second.id}`, undefined, 404);
  });
});

describe('mailing attachments', () => {
  it('checks content, not names, caps the size, and downloads only for those who may read', async () => {
    const me = await signedIn(t);
    const upload = (bytes: Buffer, filename: string) =>
      postMultipart(
        t,
        me.headers,
        '/api/mailing/attachments/upload',
        multipartFile(bytes, { filename }),
      );

    const program = await upload(
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
      'notes.txt',
    );
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe('Programs and web pages cannot be attached');
    const page = await upload(Buffer.from('<!DOCTYPE html><script>x</script>'), 'photo.png');
    expect(page.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0), 'empty.txt');
    expect(empty.statusCode).toBe(400);
    const big = await upload(Buffer.alloc(1024 * 1024 + 10, 0x61), 'big.txt');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Attachment is too large (max 1 MB)');

    const name = 'Résumé\u0000 final.csv';
    const ok = await upload(Buffer.from('a,b\n1,2\n'), name);
    expect(ok.statusCode, ok.body).toBe(200);
    const attachment = ok.json<MailAttachment>();
    expect(attachment).toMatchObject({ contentType: 'text/csv', fileName: 'Résumé final.csv' });

    const download = await t.app.inject({
      method: 'GET',
      url: attachment.url,
      headers: me.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('a,b\n1,2\n');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9");
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const other = await signedIn(t);
    const denied = await t.app.inject({
      method: 'GET',
      url: attachment.url,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(404);
    const huge = await t.app.inject({
      method: 'GET',
      url: '/api/mailing/attachments/99999999999999999999',
      headers: me.headers,
    });
    expect(huge.statusCode).toBe(400);
  });
});
