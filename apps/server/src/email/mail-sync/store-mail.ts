import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext, DbOrTx, Tx } from '../../platform/index.ts';
import {
  campaignReplies,
  emails,
  influencers,
  mailAttachments,
  mailMessageAttachments,
  mailMessages,
  mailThreadInfluencers,
  mailThreads,
  transaction,
  yieldToForeground,
} from '../../platform/index.ts';
import { emailText } from '../rendering/render.ts';
import type { ParsedAttachment, ParsedMail } from './parse-mail.ts';
import { providerKeyOf } from './parse-mail.ts';
import { sanitizeReceivedHtml } from './received-html.ts';

/** The addresses and message ids of a message, enough to decide whether it is kept. */
export type MailEnvelope = {
  from: string | null;
  to: readonly string[];
  cc: readonly string[];
  messageId: string | null;
  inReplyTo: string | null;
  references: readonly string[];
};

/** A message found in a mailbox, parsed, with where it was found. */
export type IncomingMail = {
  mail: ParsedMail;
  /** Stands in for the key when the message has no Message-ID (folder:uidvalidity:uid). */
  fallbackKey: string;
  /** Gmail's message and thread ids; null for IMAP. */
  providerId?: string | null;
  providerThreadId?: string | null;
  /** IMAP folder and UID (to set \Seen later). */
  folder?: string | null;
  uid?: number | null;
  seen: boolean;
};

type StoreCtx = Pick<AppContext, 'db' | 'storage' | 'config'>;

const lower = (v: string) => v.trim().toLowerCase();

/**
 * Which of these envelopes Mailings keeps (PRODUCT.md "Email"): a creator in the CRM is in
 * from, to or cc, or it replies to a message the product sent or one already stored in this
 * mailbox. Answers the indexes kept. One query per kind of match for the whole batch.
 */
export async function keptEnvelopes(
  db: DbOrTx,
  mailerAccountId: number,
  envelopes: readonly MailEnvelope[],
): Promise<Set<number>> {
  const addresses = new Set<string>();
  const ids = new Set<string>();
  for (const e of envelopes) {
    for (const a of [e.from, ...e.to, ...e.cc]) if (a) addresses.add(lower(a));
    for (const id of [e.inReplyTo, ...e.references]) if (id) ids.add(id);
  }
  const known = new Set<string>();
  for (const chunk of chunks([...addresses], 1000)) {
    const rows = await db
      .select({ email: sql<string>`lower(${influencers.email})` })
      .from(influencers)
      .where(inArray(sql`lower(${influencers.email})`, chunk));
    for (const r of rows) known.add(r.email);
  }
  const answered = new Set<string>();
  for (const chunk of chunks([...ids], 1000)) {
    const sent = await db
      .select({ id: emails.messageId })
      .from(emails)
      .where(inArray(emails.messageId, chunk));
    const stored = await db
      .select({ id: mailMessages.messageIdHeader })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.mailerAccountId, mailerAccountId),
          inArray(mailMessages.messageIdHeader, chunk),
        ),
      );
    for (const r of [...sent, ...stored]) if (r.id) answered.add(r.id);
  }
  const kept = new Set<number>();
  envelopes.forEach((e, i) => {
    const people = [e.from, ...e.to, ...e.cc].some((a) => a && known.has(lower(a)));
    const replies = [e.inReplyTo, ...e.references].some((id) => id && answered.has(id));
    if (people || replies) kept.add(i);
  });
  return kept;
}

export function envelopeOf(mail: ParsedMail): MailEnvelope {
  return {
    from: mail.from?.email ?? null,
    to: mail.to.map((a) => a.email),
    cc: mail.cc.map((a) => a.email),
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo,
    references: mail.references,
  };
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const SNIPPET_LENGTH = 200;

/**
 * Stores messages of one mailbox, each exactly once (unique on the mailbox and the message's
 * key: a message seen again only refreshes where it lives and its read flag). Each message
 * is its own transaction, so a crash between two loses nothing and repeats nothing. Answers
 * how many were new.
 */
export async function storeIncomingMail(
  ctx: StoreCtx,
  mailbox: { mailerAccountId: number; email: string },
  incoming: readonly IncomingMail[],
): Promise<number> {
  let stored = 0;
  for (const item of incoming) {
    const attachments = await storeAttachments(ctx, item.mail.attachments);
    const dropped = item.mail.attachments
      .filter((a) => a.content.byteLength > ctx.config.email.attachmentMaxBytes)
      .map((a) => ({ fileName: a.fileName.slice(0, 255), size: a.content.byteLength }));
    // The CPU work (sanitizing, the text part) before the transaction, which holds PGlite's
    // one connection: a request waiting for it waits for the queries only.
    const shown = shownContentOf(item.mail);
    const isNew = await transaction(ctx.db, (tx) =>
      storeOne(tx, mailbox, item, shown, attachments, dropped),
    );
    if (isNew) stored += 1;
    // On PGlite (one query at a time) a request being answered goes first: a first sync of
    // thousands of messages must not hold the mailbox list behind it, query after query.
    await yieldToForeground(ctx.db);
  }
  return stored;
}

type ShownContent = {
  html: string | null;
  remoteImages: string[];
  text: string;
};

/** The message's HTML as stored (sanitized, received-html.ts) and its text part. */
function shownContentOf(mail: ParsedMail): ShownContent {
  const received = mail.html
    ? sanitizeReceivedHtml(mail.html, {
        inlineImages: mail.attachments.flatMap((a) =>
          a.contentId ? [{ ...a, contentId: a.contentId }] : [],
        ),
      })
    : null;
  const html = received?.html ?? null;
  return {
    html,
    remoteImages: received?.remoteImages ?? [],
    text: mail.text || (html ? emailText(html) : ''),
  };
}

async function storeOne(
  tx: Tx,
  mailbox: { mailerAccountId: number; email: string },
  item: IncomingMail,
  { html, remoteImages, text }: ShownContent,
  attachments: readonly { id: number; fileName: string }[],
  dropped: { fileName: string; size: number }[],
): Promise<boolean> {
  const { mail } = item;
  const accountId = mailbox.mailerAccountId;
  const providerKey = providerKeyOf(mail, item.fallbackKey);
  const [existing] = await tx
    .select({ id: mailMessages.id, threadId: mailMessages.threadId })
    .from(mailMessages)
    .where(
      and(eq(mailMessages.mailerAccountId, accountId), eq(mailMessages.providerKey, providerKey)),
    )
    .for('update');
  if (existing) {
    // Seen again (our own sent copy, another folder): note where it lives for \Seen, and
    // Gmail's thread for a thread started here, so the creator's answer joins it.
    await tx
      .update(mailMessages)
      .set({
        providerId: sql`coalesce(${mailMessages.providerId}, ${item.providerId ?? null})`,
        folder: sql`coalesce(${mailMessages.folder}, ${item.folder ?? null})`,
        uid: sql`coalesce(${mailMessages.uid}, ${item.uid ?? null}::bigint)`,
      })
      .where(eq(mailMessages.id, existing.id));
    if (item.providerThreadId) {
      await tx
        .update(mailThreads)
        .set({ providerThreadId: item.providerThreadId })
        .where(
          and(
            eq(mailThreads.id, existing.threadId),
            isNull(mailThreads.providerThreadId),
            sql`not exists (select 1 from mail_threads o where o.mailer_account_id = ${accountId}
                            and o.provider_thread_id = ${item.providerThreadId})`,
          ),
        );
    }
    return false;
  }
  const from = mail.from ?? { email: 'unknown@invalid', name: null };
  const direction = lower(from.email) === lower(mailbox.email) ? 'out' : 'in';
  const sentAt = mail.date ?? new Date();
  const threadId = await threadFor(tx, accountId, item, sentAt, from, text);
  // A bounce or an out-of-office is not the creator answering (never the Replied column).
  const repliesTo = mail.automatic ? null : await campaignEmailAnswered(tx, mail);
  const [row] = await tx
    .insert(mailMessages)
    .values({
      mailerAccountId: accountId,
      threadId,
      providerKey,
      providerId: item.providerId ?? null,
      folder: item.folder ?? null,
      uid: item.uid ?? null,
      messageIdHeader: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      direction,
      fromEmail: lower(from.email),
      fromName: from.name,
      toAddresses: mail.to,
      ccAddresses: mail.cc,
      subject: mail.subject,
      sentAt,
      text,
      html,
      remoteImages,
      droppedAttachments: dropped,
      seen: direction === 'out' || item.seen,
      repliesToEmailId: repliesTo?.id ?? null,
      automatic: mail.automatic,
    })
    .returning({ id: mailMessages.id });
  if (!row) return false;
  if (attachments.length > 0) {
    await tx
      .insert(mailMessageAttachments)
      .values(
        attachments.map((a, position) => ({
          messageId: row.id,
          attachmentId: a.id,
          fileName: a.fileName,
          position,
        })),
      )
      .onConflictDoNothing();
  }
  await linkInfluencers(
    tx,
    threadId,
    [from, ...mail.to, ...mail.cc].map((a) => a.email),
  );
  if (repliesTo?.campaignId && repliesTo.influencerId && direction === 'in') {
    await tx
      .insert(campaignReplies)
      .values({
        campaignId: repliesTo.campaignId,
        influencerId: repliesTo.influencerId,
        firstRepliedAt: sentAt,
        lastRepliedAt: sentAt,
      })
      .onConflictDoUpdate({
        target: [campaignReplies.campaignId, campaignReplies.influencerId],
        set: {
          firstRepliedAt: sql`least(${campaignReplies.firstRepliedAt}, excluded.first_replied_at)`,
          lastRepliedAt: sql`greatest(${campaignReplies.lastRepliedAt}, excluded.last_replied_at)`,
        },
      });
  }
  await refreshThread(tx, threadId);
  return true;
}

/**
 * The thread a message belongs to: Gmail's threadId; else the thread of a stored message it
 * names in In-Reply-To or References (or that names it); else a new thread.
 */
async function threadFor(
  tx: Tx,
  accountId: number,
  item: IncomingMail,
  sentAt: Date,
  from: { email: string; name: string | null },
  text: string,
): Promise<number> {
  const { mail } = item;
  if (item.providerThreadId) {
    const found = await threadWithProviderId(tx, accountId, item.providerThreadId);
    if (found !== undefined) return found;
  }
  // By headers: a stored message it names, or one that names it. Also for Gmail, whose
  // thread may have started here before Gmail gave it an id.
  const related = [mail.inReplyTo, ...mail.references].filter((v): v is string => Boolean(v));
  if (related.length > 0 || mail.messageId) {
    const [candidate] = await tx
      .select({ threadId: mailMessages.threadId })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.mailerAccountId, accountId),
          or(
            related.length > 0 ? inArray(mailMessages.messageIdHeader, related) : undefined,
            mail.messageId ? eq(mailMessages.inReplyTo, mail.messageId) : undefined,
          ),
        ),
      )
      .limit(1);
    if (candidate) return candidate.threadId;
  }
  const [created] = await tx
    .insert(mailThreads)
    .values({
      mailerAccountId: accountId,
      providerThreadId: item.providerThreadId ?? null,
      subject: mail.subject,
      lastMessageAt: sentAt,
      fromEmail: lower(from.email),
      fromName: from.name,
      snippet: snippetOf(text),
    })
    .onConflictDoNothing()
    .returning({ id: mailThreads.id });
  if (created) return created.id;
  // Another sync stored the thread's first message at the same moment.
  const raced = await threadWithProviderId(tx, accountId, item.providerThreadId ?? '');
  if (raced === undefined) throw new Error('mail thread vanished while storing a message');
  return raced;
}

/** The id of the account's thread with this provider thread id (Gmail's threadId), if stored. */
async function threadWithProviderId(
  tx: Tx,
  accountId: number,
  providerThreadId: string,
): Promise<number | undefined> {
  const [thread] = await tx
    .select({ id: mailThreads.id })
    .from(mailThreads)
    .where(
      and(
        eq(mailThreads.mailerAccountId, accountId),
        eq(mailThreads.providerThreadId, providerThreadId),
      ),
    );
  return thread?.id;
}

export function snippetOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);
}

/** The campaign email a message replies to, by the Message-IDs it names. */
async function campaignEmailAnswered(tx: Tx, mail: ParsedMail) {
  const ids = [mail.inReplyTo, ...mail.references].filter((v): v is string => Boolean(v));
  if (ids.length === 0) return null;
  const [row] = await tx
    .select({ id: emails.id, campaignId: emails.campaignId, influencerId: emails.influencerId })
    .from(emails)
    .where(and(inArray(emails.messageId, ids), isNotNull(emails.messageId)))
    .limit(1);
  return row ?? null;
}

/** Links the thread to every creator whose address takes part. */
export async function linkInfluencers(tx: DbOrTx, threadId: number, addresses: string[]) {
  const wanted = [...new Set(addresses.map(lower))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: influencers.id })
    .from(influencers)
    .where(inArray(sql`lower(${influencers.email})`, wanted));
  if (found.length === 0) return;
  await tx
    .insert(mailThreadInfluencers)
    .values(found.map((f) => ({ threadId, influencerId: f.id })))
    .onConflictDoNothing();
}

/**
 * Recomputes a thread's counts, newest message and search text from its messages: the one
 * writer of those columns, so sync, send, mark-read and flag changes cannot drift apart.
 */
export async function refreshThread(tx: DbOrTx, threadId: number): Promise<void> {
  await tx.execute(sql`
    update mail_threads t set
      messages_count = s.messages,
      unread_count = s.unread,
      last_message_at = s.last_at,
      from_email = s.from_email,
      from_name = s.from_name,
      snippet = s.snippet,
      search_text = s.search_text,
      -- Full-text search: migration 0021's function (subject, participants, attachment
      -- names, bodies).
      search_vector = mail_thread_search_vector(t.id)
    from (
      select
        count(*)::int as messages,
        (count(*) filter (where not m.seen and m.direction = 'in'))::int as unread,
        max(m.sent_at) as last_at,
        -- Named by the creator, whoever wrote last: the sender of the newest message received,
        -- else (a thread the manager started, not answered yet) whom the newest was sent to.
        case when bool_or(m.direction = 'in')
          then (array_agg(m.from_email order by m.sent_at desc, m.id desc) filter (where m.direction = 'in'))[1]
          else coalesce((array_agg(m.to_addresses->0->>'email' order by m.sent_at desc, m.id desc))[1],
                        (array_agg(m.from_email order by m.sent_at desc, m.id desc))[1])
        end as from_email,
        case when bool_or(m.direction = 'in')
          then (array_agg(m.from_name order by m.sent_at desc, m.id desc) filter (where m.direction = 'in'))[1]
          when (array_agg(m.to_addresses->0->>'email' order by m.sent_at desc, m.id desc))[1] is not null
          then (array_agg(m.to_addresses->0->>'name' order by m.sent_at desc, m.id desc))[1]
          else (array_agg(m.from_name order by m.sent_at desc, m.id desc))[1]
        end as from_name,
        left(regexp_replace((array_agg(m.text order by m.sent_at desc, m.id desc))[1], '\\s+', ' ', 'g'), ${SNIPPET_LENGTH}) as snippet,
        lower(
          (select subject from mail_threads where id = ${threadId}) || ' ' ||
          string_agg(distinct coalesce(m.from_name, '') || ' ' || m.from_email || ' ' || (
            select coalesce(string_agg(coalesce(x->>'name', '') || ' ' || (x->>'email'), ' '), '')
            from jsonb_array_elements(m.to_addresses) x), ' ')
        ) as search_text
      from mail_messages m where m.thread_id = ${threadId}
    ) s
    where t.id = ${threadId} and s.messages > 0`);
}

/** The read flag the mailbox reports, applied (IMAP flag changes, Gmail label changes). */
export async function applySeenFlags(
  db: DbOrTx,
  mailerAccountId: number,
  changes: readonly {
    where: 'uid' | 'providerId';
    folder?: string;
    key: number | string;
    seen: boolean;
  }[],
): Promise<number> {
  const threads = new Set<number>();
  for (const change of changes) {
    const match =
      change.where === 'uid'
        ? and(
            eq(mailMessages.folder, change.folder ?? ''),
            eq(mailMessages.uid, Number(change.key)),
          )
        : eq(mailMessages.providerId, String(change.key));
    const rows = await db
      .update(mailMessages)
      .set({ seen: change.seen })
      .where(
        and(
          eq(mailMessages.mailerAccountId, mailerAccountId),
          match,
          sql`${mailMessages.seen} <> ${change.seen}`,
        ),
      )
      .returning({ threadId: mailMessages.threadId });
    for (const r of rows) threads.add(r.threadId);
  }
  for (const threadId of threads) await refreshThread(db, threadId);
  return threads.size;
}

/**
 * Stores attachment bytes once per content (sha256) through the storage module. Attachments
 * over MAIL_ATTACHMENT_MAX_MB are not stored (the message is, without them).
 */
export async function storeAttachments(
  ctx: StoreCtx,
  attachments: readonly ParsedAttachment[],
  uploadedBy: number | null = null,
): Promise<{ id: number; fileName: string }[]> {
  const out: { id: number; fileName: string }[] = [];
  for (const attachment of attachments) {
    if (attachment.content.byteLength > ctx.config.email.attachmentMaxBytes) continue;
    const id = await storeAttachmentBytes(ctx, attachment, uploadedBy);
    out.push({ id, fileName: attachment.fileName });
  }
  return out;
}

export async function storeAttachmentBytes(
  ctx: StoreCtx,
  attachment: ParsedAttachment,
  uploadedBy: number | null,
): Promise<number> {
  const sha256 = createHash('sha256').update(attachment.content).digest('hex');
  const [known] = await ctx.db
    .select({ id: mailAttachments.id })
    .from(mailAttachments)
    .where(eq(mailAttachments.sha256, sha256));
  if (known) return known.id;
  // Stored as opaque bytes: /files serves them as application/octet-stream, never rendered.
  const object = await ctx.storage.put(Buffer.from(attachment.content), 'application/octet-stream');
  const [created] = await ctx.db
    .insert(mailAttachments)
    .values({
      sha256,
      storageKey: object.s3key,
      contentType: attachment.contentType.slice(0, 200),
      sizeBytes: attachment.content.byteLength,
      fileName: attachment.fileName.slice(0, 255),
      uploadedBy,
    })
    .onConflictDoNothing()
    .returning({ id: mailAttachments.id });
  if (created) return created.id;
  // The same bytes arrived twice at once: keep the first, drop our copy.
  await ctx.storage.delete(object.s3key);
  const [winner] = await ctx.db
    .select({ id: mailAttachments.id })
    .from(mailAttachments)
    .where(eq(mailAttachments.sha256, sha256));
  if (!winner) throw new Error('mail attachment vanished while storing it');
  return winner.id;
}
