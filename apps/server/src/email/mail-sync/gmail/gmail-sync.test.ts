import { randomUUID } from 'node:crypto';
import { gmailMessage, gmailMessagePartBody } from '@app/contract/providers';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMailboxAccount } from '../../../../test/email-factories.ts';
import { uniqueEmail } from '../../../../test/factories.ts';
import { startGmailStandIn } from '../../../../test/gmail-stand-in.ts';
import { createTestInfluencer } from '../../../../test/influencer-factories.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import {
  mailFolderCursors,
  mailMessageAttachments,
  mailMessages,
  mailThreads,
} from '../../../platform/db/schema/index.ts';
import { secretBoxFor } from '../../../platform/secret-box/secret-box.ts';
import { folderCursorIs } from '../folder-cursors.ts';
import { MailboxSignInError } from '../mailbox-provider.ts';
import { gmailApi } from './gmail-api.ts';
import { gmailProvider } from './gmail-provider.ts';

const gmail = await startGmailStandIn();
const t = await createTestApp({ env: { ...gmail.env, MAIL_SYNC_DAYS: '90' } });
const db = t.database.db;
const DAY = 86_400_000;

/** A connected Gmail account (sealed refresh token, mailbox row) and its stand-in mailbox. */
async function gmailAccount() {
  const email = uniqueEmail('manager');
  const mailbox = gmail.createMailbox(email);
  const account = await insertMailboxAccount(t, {
    authType: 'gmail',
    email,
    secure: true,
    refreshTokenSealed: secretBoxFor(t.config).seal(mailbox.refreshToken),
  });
  return { account, mailbox };
}

async function creator() {
  const email = uniqueEmail('creator');
  await createTestInfluencer(t, { email });
  return email;
}

function rfc822(m: {
  from: string;
  to: string;
  subject: string;
  daysAgo: number;
  inReplyTo?: string;
  body?: string;
}) {
  const messageId = `<${randomUUID()}@mail.test>`;
  const raw = [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${m.subject}`,
    `Date: ${new Date(Date.now() - m.daysAgo * DAY).toUTCString()}`,
    `Message-ID: ${messageId}`,
    ...(m.inReplyTo ? [`In-Reply-To: ${m.inReplyTo}`, `References: ${m.inReplyTo}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body ?? `About ${m.subject}`,
    '',
  ].join('\r\n');
  return { raw, messageId };
}

const storedOf = (accountId: number) =>
  db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.mailerAccountId, accountId))
    .orderBy(asc(mailMessages.sentAt));

async function cursorOf(accountId: number) {
  const [row] = await db.select().from(mailFolderCursors).where(folderCursorIs(accountId, '*'));
  return row;
}

/** A mailbox with one creator conversation (creator's mail, the manager's reply) and noise. */
async function mailboxWithConversation(noise = 3) {
  const { account, mailbox } = await gmailAccount();
  const creatorEmail = await creator();
  const first = rfc822({
    from: `Creator <${creatorEmail}>`,
    to: account.email,
    subject: 'Collab?',
    daysAgo: 3,
  });
  const pitch = mailbox.addMessage(first.raw, { labelIds: ['UNREAD', 'INBOX'] });
  const answer = rfc822({
    from: account.email,
    to: creatorEmail,
    subject: 'Re: Collab?',
    daysAgo: 2,
    inReplyTo: first.messageId,
  });
  const reply = mailbox.addMessage(answer.raw, { labelIds: ['SENT'] });
  for (let i = 0; i < noise; i++) {
    const other = rfc822({
      from: uniqueEmail('newsletter'),
      to: account.email,
      subject: `News ${i}`,
      daysAgo: 1,
    });
    mailbox.addMessage(other.raw);
  }
  return { account, mailbox, creatorEmail, pitch, reply, first, answer };
}

describe('Gmail mailbox sync', () => {
  it('a first sync stores exactly the creator messages of the last MAIL_SYNC_DAYS, threaded by threadId, page by page', async () => {
    // 105 unrelated messages: the listing takes two pages of 100.
    const { account, mailbox, creatorEmail, pitch, reply, answer } =
      await mailboxWithConversation(105);
    // The creator's agent answers from an address the CRM does not know: kept as a reply to
    // the manager's message, which is stored in the same pass.
    const agent = mailbox.addMessage(
      rfc822({
        from: uniqueEmail('agent'),
        to: account.email,
        subject: 'Re: Collab?',
        daysAgo: 1.5,
        inReplyTo: answer.messageId,
      }).raw,
    );
    const old = rfc822({
      from: creatorEmail,
      to: account.email,
      subject: 'Long ago',
      daysAgo: 200,
    });
    mailbox.addMessage(old.raw);
    const spam = rfc822({ from: creatorEmail, to: account.email, subject: 'Spam', daysAgo: 1 });
    mailbox.addMessage(spam.raw, { labelIds: ['SPAM', 'UNREAD'] });
    // A colleague's note with a creator in Cc (a display name with a comma), already read.
    const cc = await creator();
    const note = mailbox.addMessage(
      [
        `From: ${uniqueEmail('colleague')}`,
        `To: ${account.email}`,
        `Cc: "Doe, Jane" <${cc}>, other@elsewhere.test`,
        'Subject: Intro',
        `Date: ${new Date(Date.now() - DAY / 2).toUTCString()}`,
        `Message-ID: <${randomUUID()}@mail.test>`,
        '',
        'Meet Jane.',
        '',
      ].join('\r\n'),
      { labelIds: ['INBOX'] },
    );
    const historyBefore = mailbox.historyId;

    const report = await gmailProvider.sync(t.ctx, account);

    expect(report).toEqual({ scanned: 109, stored: 4, flagChanges: 0 });
    const stored = await storedOf(account.id);
    expect(stored.map((m) => [m.providerId, m.subject, m.direction, m.seen])).toEqual([
      [pitch.id, 'Collab?', 'in', false],
      [reply.id, 'Re: Collab?', 'out', true],
      [agent.id, 'Re: Collab?', 'in', false],
      [note.id, 'Intro', 'in', true],
    ]);
    const threads = await db
      .select()
      .from(mailThreads)
      .where(eq(mailThreads.mailerAccountId, account.id))
      .orderBy(asc(mailThreads.lastMessageAt));
    expect(threads.map((th) => [th.providerThreadId, th.messagesCount, th.unreadCount])).toEqual([
      [pitch.threadId, 3, 2],
      [note.threadId, 1, 0],
    ]);
    expect(stored.slice(0, 3).every((m) => m.threadId === threads[0]?.id)).toBe(true);
    expect(gmail.count(account.email, 'GET /gmail/v1/users/me/messages?')).toBe(2);
    // Whole messages are fetched only for the kept ones; the rest are read as headers.
    expect(gmail.count(account.email, 'format=raw')).toBe(4);
    expect(gmail.count(account.email, 'format=metadata')).toBe(109);
    expect((await cursorOf(account.id))?.historyId).toBe(String(historyBefore));
  });

  it('a later sync reads the history: a new message in the thread and UNREAD changes', async () => {
    const { account, mailbox, creatorEmail, pitch, answer } = await mailboxWithConversation();
    await gmailProvider.sync(t.ctx, account);
    const listings = gmail.count(account.email, 'GET /gmail/v1/users/me/messages?');

    const followUp = rfc822({
      from: creatorEmail,
      to: account.email,
      subject: 'Re: Collab?',
      daysAgo: 0,
      inReplyTo: answer.messageId,
    });
    const added = mailbox.addMessage(followUp.raw);
    mailbox.addMessage(
      rfc822({ from: uniqueEmail('shop'), to: account.email, subject: 'Sale', daysAgo: 0 }).raw,
    );
    mailbox.changeLabels(pitch.id, { remove: ['UNREAD'] });

    const report = await gmailProvider.sync(t.ctx, account);

    expect(report).toEqual({ scanned: 2, stored: 1, flagChanges: 1 });
    expect(gmail.count(account.email, 'GET /gmail/v1/users/me/messages?')).toBe(listings);
    expect(gmail.count(account.email, '/history?')).toBe(1);
    let stored = await storedOf(account.id);
    expect(stored.map((m) => [m.providerId, m.seen])).toEqual([
      [pitch.id, true],
      [expect.any(String), true],
      [added.id, false],
    ]);
    expect(new Set(stored.map((m) => m.threadId)).size).toBe(1);
    const [thread] = await db
      .select()
      .from(mailThreads)
      .where(eq(mailThreads.mailerAccountId, account.id));
    expect([thread?.messagesCount, thread?.unreadCount]).toEqual([3, 1]);
    expect((await cursorOf(account.id))?.historyId).toBe(String(mailbox.historyId));

    // Marked unread again in Gmail.
    mailbox.changeLabels(pitch.id, { add: ['UNREAD'] });
    expect(await gmailProvider.sync(t.ctx, account)).toEqual({
      scanned: 0,
      stored: 0,
      flagChanges: 1,
    });
    stored = await storedOf(account.id);
    expect(stored.find((m) => m.providerId === pitch.id)?.seen).toBe(false);
  });

  it('a historyId Gmail no longer keeps (404) leads to a full sync again, without duplicates', async () => {
    const { account, mailbox, creatorEmail } = await mailboxWithConversation();
    await gmailProvider.sync(t.ctx, account);
    const late = mailbox.addMessage(
      rfc822({ from: creatorEmail, to: account.email, subject: 'Still there?', daysAgo: 0 }).raw,
    );
    mailbox.expireHistory();
    const listings = gmail.count(account.email, 'GET /gmail/v1/users/me/messages?');

    const report = await gmailProvider.sync(t.ctx, account);

    expect(report.stored).toBe(1);
    expect(gmail.count(account.email, 'GET /gmail/v1/users/me/messages?')).toBe(listings + 1);
    const stored = await storedOf(account.id);
    expect(stored).toHaveLength(3);
    expect(new Set(stored.map((m) => m.providerId)).size).toBe(3);
    expect(stored.map((m) => m.providerId)).toContain(late.id);
    expect((await cursorOf(account.id))?.historyId).toBe(String(mailbox.historyId));
    // And the history works from the new cursor.
    expect(await gmailProvider.sync(t.ctx, account)).toEqual({
      scanned: 0,
      stored: 0,
      flagChanges: 0,
    });
  });

  it('history is read a page at a time; a pass stopped between pages resumes after the last page it applied', async () => {
    const { account, mailbox, creatorEmail } = await mailboxWithConversation(0);
    await gmailProvider.sync(t.ctx, account);
    const start = mailbox.historyId;
    const early = mailbox.addMessage(
      rfc822({ from: creatorEmail, to: account.email, subject: 'Early', daysAgo: 0 }).raw,
    );
    for (let i = 0; i < 110; i++) {
      mailbox.addMessage(
        rfc822({ from: uniqueEmail('promo'), to: account.email, subject: `Promo ${i}`, daysAgo: 0 })
          .raw,
      );
    }
    const late = mailbox.addMessage(
      rfc822({ from: creatorEmail, to: account.email, subject: 'Late', daysAgo: 0 }).raw,
    );
    // The job loses its lease while the second history page is being asked for.
    const controller = new AbortController();
    gmail.onRequest = (line) => {
      if (line.includes('/history?') && line.includes('pageToken=')) controller.abort();
    };
    try {
      await expect(
        gmailProvider.sync({ ...t.ctx, signal: controller.signal }, account),
      ).rejects.toThrow();
    } finally {
      gmail.onRequest = null;
    }
    expect((await storedOf(account.id)).map((m) => m.providerId)).toContain(early.id);
    expect((await storedOf(account.id)).map((m) => m.providerId)).not.toContain(late.id);
    // Page one held the first 100 records.
    expect((await cursorOf(account.id))?.historyId).toBe(String(start + 100));

    const report = await gmailProvider.sync(t.ctx, account);

    expect(report).toEqual({ scanned: 12, stored: 1, flagChanges: 0 });
    expect(gmail.requests.some((r) => r.includes(`/history?startHistoryId=${start + 100}&`))).toBe(
      true,
    );
    expect((await storedOf(account.id)).map((m) => m.providerId)).toContain(late.id);
    expect((await cursorOf(account.id))?.historyId).toBe(String(mailbox.historyId));
  });

  it('429 rateLimitExceeded with Retry-After is waited out and the sync completes', async () => {
    const { account } = await mailboxWithConversation();
    gmail.rateLimitNext(2);
    const started = Date.now();

    const report = await gmailProvider.sync(t.ctx, account);

    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(report.stored).toBe(2);
    // The profile call was refused twice, then answered.
    expect(gmail.count(account.email, '/profile')).toBe(3);
    expect(await storedOf(account.id)).toHaveLength(2);
  });

  it('mail sent through Gmail into a thread comes back as outgoing in that thread, attachment included', async () => {
    const { account, mailbox, creatorEmail, pitch, first } = await mailboxWithConversation();
    await gmailProvider.sync(t.ctx, account);
    const api = gmailApi(t.ctx, account);
    const raw = [
      `From: ${account.email}`,
      `To: ${creatorEmail}`,
      'Subject: Re: Collab?',
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${randomUUID()}@mail.test>`,
      `In-Reply-To: ${first.messageId}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Our rates attached.',
      '--b1',
      'Content-Type: text/plain; name="rates.txt"',
      'Content-Disposition: attachment; filename="rates.txt"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Rates: 100').toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');

    const sent = await api.post(
      'messages/send',
      { raw: Buffer.from(raw).toString('base64url'), threadId: pitch.threadId },
      gmailMessage,
    );
    expect([sent.threadId, sent.labelIds]).toEqual([pitch.threadId, ['SENT']]);
    const full = await api.get(`messages/${sent.id}`, gmailMessage, { format: 'full' });
    const file = full.payload?.parts?.find((part) => part.filename === 'rates.txt');
    const attachment = await api.get(
      `messages/${sent.id}/attachments/${file?.body?.attachmentId}`,
      gmailMessagePartBody,
    );
    expect(Buffer.from(attachment.data ?? '', 'base64url').toString()).toBe('Rates: 100');

    expect((await gmailProvider.sync(t.ctx, account)).stored).toBe(1);
    const stored = await storedOf(account.id);
    const copy = stored.find((m) => m.providerId === sent.id);
    expect([copy?.direction, copy?.threadId]).toEqual(['out', stored[0]?.threadId]);
    const files = await db
      .select()
      .from(mailMessageAttachments)
      .where(eq(mailMessageAttachments.messageId, copy?.id ?? 0));
    expect(files.map((f) => f.fileName)).toEqual(['rates.txt']);
    expect(mailbox.messages.get(sent.id)?.labelIds).toEqual(['SENT']);
  });

  it('markSeen removes UNREAD from the messages in Gmail', async () => {
    const { account, mailbox, pitch } = await mailboxWithConversation();
    await gmailProvider.sync(t.ctx, account);
    const stored = await storedOf(account.id);

    await gmailProvider.markSeen(t.ctx, account, stored);

    expect(mailbox.messages.get(pitch.id)?.labelIds).toEqual(['INBOX']);
    expect(gmail.count(account.email, `POST /gmail/v1/users/me/messages/${pitch.id}/modify`)).toBe(
      1,
    );
    // The label change comes back through the history like any other.
    await gmailProvider.sync(t.ctx, account);
    expect((await storedOf(account.id)).find((m) => m.providerId === pitch.id)?.seen).toBe(true);
  });

  it('one access token serves several passes; an expired one is renewed once', async () => {
    const { account } = await mailboxWithConversation();
    const tokenRequests = () => gmail.requests.filter((r) => r === 'POST /token').length;
    const before = tokenRequests();
    await gmailProvider.sync(t.ctx, account);
    await gmailProvider.sync(t.ctx, account);
    expect(tokenRequests()).toBe(before + 1);

    gmail.expireAccessTokens();
    const report = await gmailProvider.sync(t.ctx, account);

    expect(report).toEqual({ scanned: 0, stored: 0, flagChanges: 0 });
    expect(tokenRequests()).toBe(before + 2);
  });

  it('a revoked grant stops the sync with MailboxSignInError; what was synced stays', async () => {
    const { account, mailbox, creatorEmail } = await mailboxWithConversation();
    await gmailProvider.sync(t.ctx, account);
    mailbox.addMessage(
      rfc822({ from: creatorEmail, to: account.email, subject: 'After', daysAgo: 0 }).raw,
    );
    mailbox.revokeGrant();

    const failure = await gmailProvider.sync(t.ctx, account).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MailboxSignInError);
    expect((failure as Error).message).toBe('Google refused the grant: reconnect Gmail');
    expect(await storedOf(account.id)).toHaveLength(2);
    await expect(
      gmailProvider.markSeen(t.ctx, account, await storedOf(account.id)),
    ).rejects.toThrow(MailboxSignInError);
  });

  it('mail access left unticked on the consent screen stops the sync with MailboxSignInError', async () => {
    const { account, mailbox } = await mailboxWithConversation();
    mailbox.withoutMailScope();

    await expect(gmailProvider.sync(t.ctx, account)).rejects.toThrow(
      new MailboxSignInError('Gmail access was not granted: reconnect Gmail and allow mail access'),
    );
    expect(await cursorOf(account.id)).toBeUndefined();
  });

  it('stops between pages when the job is aborted', async () => {
    const { account } = await mailboxWithConversation();
    const controller = new AbortController();
    controller.abort();

    await expect(
      gmailProvider.sync({ ...t.ctx, signal: controller.signal }, account),
    ).rejects.toThrow();

    expect(await storedOf(account.id)).toHaveLength(0);
  });
});
