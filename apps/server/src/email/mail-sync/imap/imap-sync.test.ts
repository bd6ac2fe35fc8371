import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startDovecot, type TestDovecot } from '../../../../test/dovecot.ts';
import { insertMailboxAccount } from '../../../../test/email-factories.ts';
import { createTestInfluencer, uniq } from '../../../../test/influencer-factories.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import {
  type MailerAccountRow,
  mailAttachments,
  mailerAccounts,
  mailFolderCursors,
  mailMessageAttachments,
  mailMessages,
  mailThreads,
} from '../../../platform/db/schema/index.ts';
import { secretBoxFor } from '../../../platform/secret-box/secret-box.ts';
import { folderCursorIs } from '../folder-cursors.ts';
import { MailboxSignInError, type SyncContext } from '../mailbox-provider.ts';
import { imapProvider } from './imap-provider.ts';
import {
  cp1251Message,
  htmlOnlyMessage,
  latin1Message,
  malformedMessage,
  messageWithAttachment,
  newMessageId,
  type TestMessage,
  textMessage,
} from './testing-messages.ts';

const t = await createTestApp();
const db = t.database.db;
const box = secretBoxFor(t.config);

const servers: TestDovecot[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});
async function dovecot(options: Parameters<typeof startDovecot>[0] = {}) {
  const server = await startDovecot(options);
  servers.push(server);
  return server;
}

/**
 * A sender account whose mailbox is the Dovecot user: IMAP host and port of its own, the
 * login and password falling back to the SMTP ones (the default path).
 */
function accountFor(server: TestDovecot, address: string): Promise<MailerAccountRow> {
  return insertMailboxAccount(t, {
    authType: 'smtp',
    email: address,
    host: server.host,
    port: 2525,
    username: server.user,
    passwordSealed: box.seal(server.password),
    imapPort: server.port,
    imapSecure: false,
  });
}

const syncCtx = (extra: Partial<SyncContext> = {}): SyncContext => ({
  db,
  storage: t.ctx.storage,
  config: t.config,
  ...extra,
});

async function storedOf(accountId: number) {
  return db.select().from(mailMessages).where(eq(mailMessages.mailerAccountId, accountId));
}

const strangerAddress = () => `${uniq('someone')}@elsewhere.test`;

describe('IMAP sync against Dovecot', () => {
  let server: TestDovecot;
  let account: MailerAccountRow;
  const manager = `${uniq('manager')}@team.test`;
  /** The 50 creator messages, by conversation (each its own thread). */
  const conversations: TestMessage[][] = [];
  const sentIds = new Set<string>();
  let attachmentBytes: Buffer;
  let latin1: TestMessage;
  let cp1251: TestMessage;
  let htmlOnly: TestMessage;
  let malformed: TestMessage;
  let readAlready: TestMessage;

  it('first sync of 500 messages stores exactly the 50 with CRM creators, threaded', async () => {
    server = await dovecot();
    account = await accountFor(server, manager);
    const creators = [];
    for (let i = 0; i < 5; i += 1) {
      creators.push(await createTestInfluencer(t, { email: `${uniq('creator')}@Creators.test` }));
    }
    attachmentBytes = Buffer.from(`%PDF-1.4 media kit ${randomUUID()}`.repeat(50));

    // 5 creators x 2 conversations x 5 messages: creator -> manager in INBOX, the manager's
    // answers in Sent, each reply with In-Reply-To and the whole References chain.
    const inbox: { message: TestMessage; seen: boolean }[] = [];
    const sent: TestMessage[] = [];
    creators.forEach((creator, c) => {
      for (let conversation = 0; conversation < 2; conversation += 1) {
        const chain: TestMessage[] = [];
        const subject = `Collab ${c}-${conversation} ${uniq('s')}`;
        for (let j = 0; j < 5; j += 1) {
          const fromCreator = j % 2 === 0;
          const email = creator.email ?? '';
          const headers = {
            from: fromCreator ? `"Creator ${c}" <${email}>` : `Manager <${manager}>`,
            to: fromCreator ? `Manager <${manager}>` : email,
            subject: j === 0 ? subject : `Re: ${subject}`,
            inReplyTo: chain[j - 1]?.messageId ?? null,
            references: chain.map((m) => m.messageId),
          };
          const kind = `${c}-${conversation}-${j}`;
          let message: TestMessage;
          if (kind === '0-0-2')
            message = messageWithAttachment(headers, {
              fileName: 'media-kit.pdf',
              contentType: 'application/pdf',
              content: attachmentBytes,
            });
          else if (kind === '1-0-0') message = latin1 = latin1Message(headers);
          else if (kind === '2-0-0') message = cp1251 = cp1251Message(headers);
          else if (kind === '3-0-2') message = htmlOnly = htmlOnlyMessage(headers);
          else if (kind === '4-1-0') message = malformed = malformedMessage(headers);
          else message = textMessage(headers, `Message ${kind}`);
          chain.push(message);
          if (fromCreator) inbox.push({ message, seen: kind === '0-1-0' });
          else sent.push(message);
          if (kind === '0-1-0') readAlready = message;
        }
        conversations.push(chain);
      }
    });
    for (const m of sent) sentIds.add(m.messageId);
    expect(inbox.length + sent.length).toBe(50);

    // 450 others: strangers writing to the manager, a few of them replies among themselves.
    const others: TestMessage[] = [];
    for (let i = 0; i < 450; i += 1) {
      const previous = others[i - 1];
      others.push(
        textMessage({
          from: strangerAddress(),
          to: manager,
          cc: i % 7 === 0 ? strangerAddress() : undefined,
          subject: `Newsletter ${i}`,
          inReplyTo: i % 10 === 1 && previous ? previous.messageId : null,
          references: i % 10 === 1 && previous ? [previous.messageId, newMessageId()] : [],
        }),
      );
    }
    // Interleaved as a real inbox is.
    const inboxOrder: { message: TestMessage; seen: boolean }[] = [];
    let o = 0;
    for (const entry of inbox) {
      inboxOrder.push(entry);
      for (let k = 0; k < 15 && o < others.length; k += 1, o += 1) {
        inboxOrder.push({ message: others[o] as TestMessage, seen: false });
      }
    }
    while (o < others.length) inboxOrder.push({ message: others[o++] as TestMessage, seen: false });
    const uids = await server.append(
      'INBOX',
      inboxOrder.map((entry) => entry.message.raw),
    );
    await server.setSeen(
      'INBOX',
      uids.filter((_, i) => inboxOrder[i]?.seen),
      true,
    );
    await server.append(
      'Sent',
      sent.map((m) => m.raw),
      ['\\Seen'],
    );
    // Older than MAIL_SYNC_DAYS (by arrival): the first sync does not look that far back.
    const tooOld = textMessage({
      from: conversations[0]?.[0] ? `<${creators[0]?.email}>` : '',
      to: manager,
      subject: 'Old news',
    });
    await server.append('INBOX', [tooOld.raw], [], new Date(Date.now() - 200 * 86_400_000));

    const report = await imapProvider.sync(syncCtx(), account);

    expect(report).toEqual({ scanned: 500, stored: 50, flagChanges: 0 });
    const rows = await storedOf(account.id);
    expect(rows).toHaveLength(50);
    const expectedIds = conversations.flat().map((m) => m.messageId);
    expect(new Set(rows.map((r) => r.messageIdHeader))).toEqual(new Set(expectedIds));

    // One thread per conversation, none shared.
    const threadOf = new Map(rows.map((r) => [r.messageIdHeader, r.threadId]));
    const threadIds = conversations.map((chain) => {
      const ids = new Set(chain.map((m) => threadOf.get(m.messageId)));
      expect(ids.size).toBe(1);
      return [...ids][0];
    });
    expect(new Set(threadIds).size).toBe(10);
    const threads = await db
      .select()
      .from(mailThreads)
      .where(eq(mailThreads.mailerAccountId, account.id));
    expect(threads).toHaveLength(10);
    expect(threads.every((th) => th.messagesCount === 5)).toBe(true);

    // Where each was found, and which way it went.
    for (const row of rows) {
      const isSent = sentIds.has(row.messageIdHeader ?? '');
      expect(row.folder).toBe(isSent ? 'Sent' : 'INBOX');
      expect(row.uid).toBeGreaterThan(0);
      expect(row.direction).toBe(isSent ? 'out' : 'in');
    }
    const byId = new Map(rows.map((r) => [r.messageIdHeader, r]));
    expect(byId.get(readAlready.messageId)?.seen).toBe(true);
    expect(byId.get(conversations[0]?.[0]?.messageId ?? '')?.seen).toBe(false);

    // Decoded charsets, HTML-only, the attachment, the broken message.
    expect(byId.get(latin1.messageId)?.subject).toBe('Café crème collab');
    expect(byId.get(latin1.messageId)?.text).toContain('Voilà le café crème');
    expect(byId.get(cp1251.messageId)?.subject).toBe('Привет');
    expect(byId.get(cp1251.messageId)?.text).toContain('Привет, мир');
    const html = byId.get(htmlOnly.messageId);
    expect(html?.html).toContain('<b>rates</b>');
    expect(html?.html).not.toContain('<script');
    expect(html?.text).toContain('rates for the stream');
    const broken = byId.get(malformed.messageId);
    expect(broken?.text).toContain('Body of a broken message.');
    expect(broken?.subject).toContain('Broken subject');
    const withAttachment = byId.get(conversations[0]?.[2]?.messageId ?? '');
    const files = await db
      .select({
        fileName: mailMessageAttachments.fileName,
        size: mailAttachments.sizeBytes,
        type: mailAttachments.contentType,
      })
      .from(mailMessageAttachments)
      .innerJoin(mailAttachments, eq(mailAttachments.id, mailMessageAttachments.attachmentId))
      .where(eq(mailMessageAttachments.messageId, withAttachment?.id ?? 0));
    expect(files).toEqual([
      { fileName: 'media-kit.pdf', size: attachmentBytes.length, type: 'application/pdf' },
    ]);

    const cursors = await db
      .select()
      .from(mailFolderCursors)
      .where(eq(mailFolderCursors.mailerAccountId, account.id));
    expect(new Map(cursors.map((c) => [c.folder, c.scanned]))).toEqual(
      new Map([
        ['INBOX', 480],
        ['Sent', 20],
      ]),
    );
    expect(cursors.every((c) => c.highestModseq !== null && c.syncedAt !== null)).toBe(true);
  });

  it('an incremental sync picks up a new message and a read flag set elsewhere', async () => {
    const [first] = conversations[0] ?? [];
    const stored = (await storedOf(account.id)).find((r) => r.messageIdHeader === first?.messageId);
    expect(stored?.seen).toBe(false);
    const chain = conversations[1] ?? [];
    const last = chain[chain.length - 1];
    const creatorRow = (await storedOf(account.id)).find(
      (r) => r.messageIdHeader === chain[0]?.messageId,
    );
    const reply = textMessage({
      from: creatorRow?.fromEmail ?? '',
      to: manager,
      subject: 'Re: one more thing',
      inReplyTo: last?.messageId ?? null,
      references: chain.map((m) => m.messageId),
    });
    await server.append('INBOX', [reply.raw]);
    await server.setSeen('INBOX', [stored?.uid ?? 0], true);

    const report = await imapProvider.sync(syncCtx(), account);

    expect(report).toEqual({ scanned: 1, stored: 1, flagChanges: 1 });
    const rows = await storedOf(account.id);
    expect(rows).toHaveLength(51);
    const byId = new Map(rows.map((r) => [r.messageIdHeader, r]));
    expect(byId.get(first?.messageId ?? '')?.seen).toBe(true);
    const newRow = byId.get(reply.messageId);
    expect(newRow?.threadId).toBe(byId.get(chain[0]?.messageId ?? '')?.threadId);
    const [thread] = await db
      .select()
      .from(mailThreads)
      .where(eq(mailThreads.id, newRow?.threadId ?? 0));
    expect(thread?.messagesCount).toBe(6);

    // Nothing new: nothing scanned, nothing stored.
    expect(await imapProvider.sync(syncCtx(), account)).toEqual({
      scanned: 0,
      stored: 0,
      flagChanges: 0,
    });
  });

  it('markSeen sets \\Seen on the server', async () => {
    const unread = (await storedOf(account.id)).filter(
      (r) => !r.seen && r.folder === 'INBOX' && r.direction === 'in',
    );
    const [a, b] = unread;
    expect(b).toBeDefined();
    await imapProvider.markSeen(
      syncCtx(),
      account,
      [a, b].filter((r) => r !== undefined),
    );
    const flags = await server.flagsOf('INBOX');
    expect(flags.get(a?.uid ?? 0)?.has('\\Seen')).toBe(true);
    expect(flags.get(b?.uid ?? 0)?.has('\\Seen')).toBe(true);
    expect(flags.get(unread[2]?.uid ?? 0)?.has('\\Seen')).toBe(false);
  });

  it('appendSent files the message in Sent, read', async () => {
    const before = await server.flagsOf('Sent');
    const copy = textMessage({ from: manager, to: strangerAddress(), subject: 'Sent here' });
    await imapProvider.appendSent?.(syncCtx(), account, copy.raw);
    const after = await server.flagsOf('Sent');
    expect(after.size).toBe(before.size + 1);
    const sources = await server.sourcesOf('Sent');
    const [uid] = [...sources].find(([, raw]) => raw.includes(copy.messageId)) ?? [];
    expect(uid).toBeDefined();
    expect(after.get(uid ?? 0)?.has('\\Seen')).toBe(true);
  });

  it('a wrong password stops the sync with the server reason; stored mail stays', async () => {
    const before = await storedOf(account.id);
    const [wrong] = await db
      .update(mailerAccounts)
      .set({ imapPasswordSealed: box.seal('not-the-password') })
      .where(eq(mailerAccounts.id, account.id))
      .returning();
    const failure = await imapProvider.sync(syncCtx(), wrong as MailerAccountRow).catch((e) => e);
    expect(failure).toBeInstanceOf(MailboxSignInError);
    expect(failure.message).toMatch(/Authentication failed/);
    expect(await storedOf(account.id)).toHaveLength(before.length);
    // The right password again (null: back to the SMTP one).
    const [right] = await db
      .update(mailerAccounts)
      .set({ imapPasswordSealed: null })
      .where(eq(mailerAccounts.id, account.id))
      .returning();
    await expect(imapProvider.verify?.(syncCtx(), right as MailerAccountRow)).resolves.toBe(
      undefined,
    );
  });
});

describe('IMAP sync through crashes and UIDVALIDITY changes', () => {
  let server: TestDovecot;
  let account: MailerAccountRow;
  const manager = `${uniq('manager')}@team.test`;
  const creatorIds: string[] = [];

  it('a sync killed mid-way, then restarted: no duplicates, none missing', async () => {
    server = await dovecot();
    account = await accountFor(server, manager);
    const creator = await createTestInfluencer(t, { email: `${uniq('creator')}@creators.test` });
    const raws: Buffer[] = [];
    // 450 messages (three header batches); every 15th is from the creator.
    for (let i = 0; i < 450; i += 1) {
      const fromCreator = i % 15 === 0;
      const message = textMessage({
        from: fromCreator ? (creator.email ?? '') : strangerAddress(),
        to: manager,
        subject: `Message ${i}`,
      });
      if (fromCreator) creatorIds.push(message.messageId);
      raws.push(message.raw);
    }
    await server.append('INBOX', raws);

    // Killed after its first batch: the job lost its lease.
    const controller = new AbortController();
    const log = {
      info: () => controller.abort(new Error('lease lost')),
      warn: () => {},
    };
    await expect(
      imapProvider.sync(syncCtx({ signal: controller.signal, log }), account),
    ).rejects.toThrow('lease lost');
    const [cursor] = await db
      .select()
      .from(mailFolderCursors)
      .where(folderCursorIs(account.id, 'INBOX'));
    expect(cursor?.lastUid).toBe(200);
    expect(cursor?.syncedAt).toBeNull();
    expect(await storedOf(account.id)).toHaveLength(14); // creator messages among UIDs 1..200

    const report = await imapProvider.sync(syncCtx(), account);
    expect(report.scanned).toBe(250);
    expect(report.stored).toBe(creatorIds.length - 14);

    // A crash after storing but before the cursor was saved: the batch comes again.
    await db
      .update(mailFolderCursors)
      .set({ lastUid: 0, syncedAt: null })
      .where(eq(mailFolderCursors.mailerAccountId, account.id));
    const again = await imapProvider.sync(syncCtx(), account);
    expect(again).toMatchObject({ scanned: 450, stored: 0 });

    const rows = await storedOf(account.id);
    expect(rows.map((r) => r.messageIdHeader).sort()).toEqual([...creatorIds].sort());
  });

  it('a UIDVALIDITY change re-syncs the folder without duplicates, with the new UIDs', async () => {
    const sources = await server.sourcesOf('INBOX');
    const kept = [...sources.values()].filter((raw) => creatorIds.some((id) => raw.includes(id)));
    const validity = await server.uidValidityOf('INBOX');
    // The folder rebuilt: same messages, new UIDs, new UIDVALIDITY.
    await server.emptyFolder('INBOX');
    const newValidity = await server.changeUidValidity('INBOX');
    expect(newValidity).not.toBe(validity);
    await server.append('INBOX', [...kept].reverse());
    const newUids = new Map<number, Buffer>(await server.sourcesOf('INBOX'));

    const report = await imapProvider.sync(syncCtx(), account);
    expect(report).toMatchObject({ scanned: kept.length, stored: 0 });

    const rows = await storedOf(account.id);
    expect(rows).toHaveLength(creatorIds.length);
    const [cursor] = await db
      .select()
      .from(mailFolderCursors)
      .where(folderCursorIs(account.id, 'INBOX'));
    expect(cursor?.uidValidity).toBe(newValidity);
    for (const row of rows) {
      expect(newUids.get(row.uid ?? 0)?.includes(row.messageIdHeader ?? '-')).toBe(true);
    }
    // \Seen goes to the right message under the new UIDs.
    const [target] = rows;
    await imapProvider.markSeen(
      syncCtx(),
      account,
      [target].filter((r) => r !== undefined),
    );
    const flags = await server.flagsOf('INBOX');
    const seenUids = [...flags].filter(([, f]) => f.has('\\Seen')).map(([uid]) => uid);
    expect(seenUids).toEqual([target?.uid]);
    const stillThere = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(inArray(mailMessages.messageIdHeader, creatorIds));
    expect(stillThere).toHaveLength(creatorIds.length);
  });
});

describe('IMAP sync without CONDSTORE', () => {
  it("finds flag changes by reading the stored messages' flags again", async () => {
    const server = await dovecot({ condstore: false });
    const manager = `${uniq('manager')}@team.test`;
    const account = await accountFor(server, manager);
    const creator = await createTestInfluencer(t, { email: `${uniq('creator')}@creators.test` });
    const messages = [0, 1, 2, 3, 4].map((i) =>
      textMessage({
        from: i < 3 ? (creator.email ?? '') : strangerAddress(),
        to: manager,
        subject: `Hello ${i}`,
      }),
    );
    const uids = await server.append(
      'INBOX',
      messages.map((m) => m.raw),
    );
    expect(await imapProvider.sync(syncCtx(), account)).toEqual({
      scanned: 5,
      stored: 3,
      flagChanges: 0,
    });
    const cursors = await db
      .select()
      .from(mailFolderCursors)
      .where(eq(mailFolderCursors.mailerAccountId, account.id));
    expect(cursors.every((c) => c.highestModseq === null)).toBe(true);

    // Read in another client, then unread again: each pass sees the flags as they are.
    await server.setSeen('INBOX', [uids[0] ?? 0, uids[1] ?? 0], true);
    expect(await imapProvider.sync(syncCtx(), account)).toEqual({
      scanned: 0,
      stored: 0,
      flagChanges: 2,
    });
    const seenOf = async () =>
      new Map((await storedOf(account.id)).map((r) => [r.messageIdHeader, r.seen]));
    expect(await seenOf()).toEqual(
      new Map([
        [messages[0]?.messageId, true],
        [messages[1]?.messageId, true],
        [messages[2]?.messageId, false],
      ]),
    );
    await server.setSeen('INBOX', [uids[1] ?? 0], false);
    expect(await imapProvider.sync(syncCtx(), account)).toMatchObject({ flagChanges: 1 });
    expect((await seenOf()).get(messages[1]?.messageId ?? '')).toBe(false);
  });
});
