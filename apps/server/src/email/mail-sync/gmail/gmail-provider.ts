import {
  gmailHistoryList,
  gmailMessage,
  gmailMessageList,
  gmailProfile,
  gmailRawMessage,
} from '@app/contract/providers';
import { sql } from 'drizzle-orm';
import { addressParser } from 'postal-mime';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/index.ts';
import { type MailerAccountRow, mailFolderCursors } from '../../../platform/index.ts';
import { applyBounces } from '../bounces.ts';
import { mayBeBounce, readBounce } from '../delivery-report.ts';
import { folderCursorIs } from '../folder-cursors.ts';
import type { MailboxProvider, SyncContext, SyncReport } from '../mailbox-provider.ts';
import { messageIdsIn } from '../message-ids.ts';
import { parseRawMail } from '../parse-mail.ts';
import {
  applySeenFlags,
  type IncomingMail,
  keptEnvelopes,
  type MailEnvelope,
  storeIncomingMail,
} from '../store-mail.ts';
import { type GmailApi, GmailApiError, gmailApi } from './gmail-api.ts';

// Gmail has one change log per mailbox: its cursor is one row, folder '*', with the last
// historyId applied.
const CURSOR_FOLDER = '*';
const PAGE_SIZE = 100;
/** Message gets in flight at once: Gmail's per-user limit is 250 quota units/s (5 per get). */
const FETCH_CONCURRENCY = 8;
const ENVELOPE_HEADERS = [
  'From',
  'To',
  'Cc',
  'Message-ID',
  'In-Reply-To',
  'References',
  // Enough to tell a bounce from the headers (delivery-report.ts mayBeBounce).
  'Subject',
  'Content-Type',
  'X-Failed-Recipients',
];
/** A bounce Mailings does not keep is read only up to this size (Gmail has no partial get). */
const BOUNCE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Not synced: SPAM (unwanted mail, often with forged creator addresses), TRASH (the manager
 * threw it away) and DRAFT (not sent yet; every autosave would be a new message). messages.list
 * leaves spam and trash out by itself; the history log does not.
 */
const SKIPPED_LABELS = ['SPAM', 'TRASH', 'DRAFT'];

type MessageRef = { id: string };
type Message = z.output<typeof gmailMessage>;
type HistoryPage = z.output<typeof gmailHistoryList>;

const emptyReport = (): SyncReport => ({ scanned: 0, stored: 0, flagChanges: 0 });

async function readHistoryId(db: DbOrTx, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ historyId: mailFolderCursors.historyId })
    .from(mailFolderCursors)
    .where(folderCursorIs(accountId, CURSOR_FOLDER));
  return row?.historyId ?? null;
}

/** Saves where the sync stands (null: the next pass starts with a full sync). */
async function saveCursor(
  db: DbOrTx,
  accountId: number,
  historyId: string | null,
  scanned: number,
) {
  await db
    .insert(mailFolderCursors)
    .values({
      mailerAccountId: accountId,
      folder: CURSOR_FOLDER,
      historyId,
      scanned,
      syncedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [mailFolderCursors.mailerAccountId, mailFolderCursors.folder],
      set: {
        historyId,
        scanned: sql`${mailFolderCursors.scanned} + ${scanned}`,
        syncedAt: new Date(),
      },
    });
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A message deleted between the listing and the get answers 404: nothing to store. */
async function getOrNull<S extends z.ZodType>(
  api: GmailApi,
  id: string,
  schema: S,
  query: Record<string, string | string[]>,
): Promise<z.output<S> | null> {
  try {
    return await api.get(`messages/${encodeURIComponent(id)}`, schema, query);
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 404) return null;
    throw error;
  }
}

function envelopeOfMeta(meta: Message): MailEnvelope {
  const header = (name: string) =>
    meta.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? '';
  // The same parser parseRawMail uses, so a display name that looks like an address does not
  // count as one.
  const addresses = (value: string) =>
    addressParser(value, { flatten: true })
      .map((a) => a.address?.trim().toLowerCase() ?? '')
      .filter((a) => a.includes('@'));
  return {
    from: addresses(header('From'))[0] ?? null,
    to: addresses(header('To')),
    cc: addresses(header('Cc')),
    messageId: messageIdsIn(header('Message-ID'))[0] ?? null,
    inReplyTo: messageIdsIn(header('In-Reply-To'))[0] ?? null,
    references: messageIdsIn(header('References')),
  };
}

function mayBeBounceMeta(meta: Message): boolean {
  const header = (name: string) =>
    meta.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? null;
  return mayBeBounce({
    contentType: header('Content-Type'),
    failedRecipients: header('X-Failed-Recipients'),
    from: addressParser(header('From') ?? '', { flatten: true })[0]?.address ?? null,
    subject: header('Subject'),
  });
}

/**
 * One batch of message ids: headers first (format=metadata) to decide what Mailings keeps,
 * then the whole message (format=raw) only for those, stored oldest first (a thread is named
 * after its first message).
 */
async function storeMessages(
  ctx: SyncContext,
  api: GmailApi,
  account: MailerAccountRow,
  refs: readonly MessageRef[],
  report: SyncReport,
): Promise<void> {
  const metas = (
    await mapLimited(refs, FETCH_CONCURRENCY, (ref) =>
      getOrNull(api, ref.id, gmailMessage, {
        format: 'metadata',
        metadataHeaders: ENVELOPE_HEADERS,
      }),
    )
  ).filter(
    (m): m is Message => m !== null && !(m.labelIds ?? []).some((l) => SKIPPED_LABELS.includes(l)),
  );
  report.scanned += metas.length;
  if (metas.length === 0) return;
  const envelopes = metas.map(envelopeOfMeta);
  const kept = await keptEnvelopes(ctx.db, account.id, envelopes);
  // A reply in this batch to a message kept in this batch is kept too (a creator answering
  // from another address); keptEnvelopes only knows what is stored already.
  const keptIds = new Set([...kept].map((i) => envelopes[i]?.messageId).filter(Boolean));
  for (let changed = true; changed; ) {
    changed = false;
    envelopes.forEach((e, i) => {
      if (kept.has(i) || ![e.inReplyTo, ...e.references].some((id) => id && keptIds.has(id)))
        return;
      kept.add(i);
      if (e.messageId) keptIds.add(e.messageId);
      changed = true;
    });
  }
  const wanted = metas.filter((_, i) => kept.has(i));
  // Bounces from strangers (daemons) are read for the email they report on, never stored.
  const bounces = metas.filter(
    (meta, i) =>
      !kept.has(i) && (meta.sizeEstimate ?? 0) <= BOUNCE_MAX_BYTES && mayBeBounceMeta(meta),
  );
  const bounceRaws = await mapLimited(bounces, FETCH_CONCURRENCY, (meta) =>
    getOrNull(api, meta.id, gmailRawMessage, { format: 'raw' }),
  );
  await applyBounces(
    ctx,
    account.id,
    bounceRaws.flatMap((raw) => {
      const bounce = raw ? readBounce(Buffer.from(raw.raw, 'base64url')) : null;
      return bounce ? [bounce] : [];
    }),
  );
  const raws = await mapLimited(wanted, FETCH_CONCURRENCY, (meta) =>
    getOrNull(api, meta.id, gmailRawMessage, { format: 'raw' }),
  );
  const incoming: (IncomingMail & { receivedAt: number })[] = [];
  for (const raw of raws) {
    if (!raw) continue;
    const mail = await parseRawMail(Buffer.from(raw.raw, 'base64url'));
    if (mail.bounce) await applyBounces(ctx, account.id, [mail.bounce]);
    incoming.push({
      mail,
      fallbackKey: `gmail:${raw.id}`,
      providerId: raw.id,
      providerThreadId: raw.threadId,
      folder: null,
      uid: null,
      seen: !(raw.labelIds ?? []).includes('UNREAD'),
      // When Gmail received it (ms since the epoch, as text): a Date header can be anything.
      receivedAt: Number(raw.internalDate ?? 0),
    });
  }
  incoming.sort((a, b) => a.receivedAt - b.receivedAt);
  report.stored += await storeIncomingMail(
    ctx,
    { mailerAccountId: account.id, email: account.email },
    incoming,
  );
}

/**
 * The first pass (or one after the history expired): every message of the last
 * MAIL_SYNC_DAYS, a page at a time. The cursor is the historyId read before the listing, so
 * whatever arrives during it is picked up by the next pass (stored once: the store dedupes).
 */
async function fullSync(
  ctx: SyncContext,
  api: GmailApi,
  account: MailerAccountRow,
  report: SyncReport,
): Promise<void> {
  const profile = await api.get('profile', gmailProfile);
  const after = Math.floor(Date.now() / 1000) - ctx.config.email.syncDays * 86_400;
  let pageToken: string | undefined;
  do {
    ctx.signal?.throwIfAborted();
    const page = await api.get('messages', gmailMessageList, {
      q: `after:${after}`,
      maxResults: PAGE_SIZE,
      pageToken,
    });
    const scannedBefore = report.scanned;
    await storeMessages(ctx, api, account, page.messages ?? [], report);
    // Counted as it goes; the cursor itself only moves once the whole listing is done, so a
    // pass stopped half-way lists again (and stores nothing twice).
    await saveCursor(ctx.db, account.id, null, report.scanned - scannedBefore);
    pageToken = page.nextPageToken;
  } while (pageToken);
  await saveCursor(ctx.db, account.id, profile.historyId, 0);
}

/**
 * Changes since the cursor, a page at a time: new messages stored, UNREAD added or removed
 * applied as the read flag. Answers false when Gmail no longer has history that old (404).
 */
async function historySync(
  ctx: SyncContext,
  api: GmailApi,
  account: MailerAccountRow,
  startHistoryId: string,
  report: SyncReport,
): Promise<boolean> {
  let pageToken: string | undefined;
  do {
    ctx.signal?.throwIfAborted();
    let page: HistoryPage;
    try {
      page = await api.get('history', gmailHistoryList, {
        startHistoryId,
        historyTypes: ['messageAdded', 'labelAdded', 'labelRemoved'],
        maxResults: PAGE_SIZE,
        pageToken,
      });
    } catch (error) {
      if (error instanceof GmailApiError && error.status === 404) return false;
      throw error;
    }
    const records = page.history ?? [];
    const added = new Map<string, MessageRef>();
    const seenChanges: { where: 'providerId'; key: string; seen: boolean }[] = [];
    for (const record of records) {
      for (const { message } of record.messagesAdded ?? []) added.set(message.id, message);
      for (const change of record.labelsAdded ?? [])
        if (change.labelIds?.includes('UNREAD'))
          seenChanges.push({ where: 'providerId', key: change.message.id, seen: false });
      for (const change of record.labelsRemoved ?? [])
        if (change.labelIds?.includes('UNREAD'))
          seenChanges.push({ where: 'providerId', key: change.message.id, seen: true });
    }
    const scannedBefore = report.scanned;
    // Stored with their labels as they are now, then the page's flag changes in log order,
    // the last of them being the current state as well.
    await storeMessages(ctx, api, account, [...added.values()], report);
    report.flagChanges += await applySeenFlags(ctx.db, account.id, seenChanges);
    pageToken = page.nextPageToken;
    // Resumable: a pass stopped after this page starts after its last record.
    const last = records[records.length - 1]?.id;
    const position = pageToken ? (last ?? startHistoryId) : page.historyId;
    await saveCursor(ctx.db, account.id, position, report.scanned - scannedBefore);
  } while (pageToken);
  return true;
}

/** Gmail accounts' mailbox, through the Gmail REST API. */
export const gmailProvider: MailboxProvider = {
  async sync(ctx, account) {
    const api = gmailApi(ctx, account);
    const report = emptyReport();
    const historyId = await readHistoryId(ctx.db, account.id);
    if (historyId && (await historySync(ctx, api, account, historyId, report))) return report;
    if (historyId) {
      ctx.log?.warn(
        { mailerAccountId: account.id, historyId },
        'Gmail history expired; syncing the mailbox again',
      );
      await saveCursor(ctx.db, account.id, null, 0);
    }
    await fullSync(ctx, api, account, report);
    return report;
  },

  async markSeen(ctx, account, messages) {
    const ids = [...new Set(messages.map((m) => m.providerId).filter((id) => id !== null))];
    if (ids.length === 0) return;
    const api = gmailApi(ctx, account);
    await mapLimited(ids, FETCH_CONCURRENCY, async (id) => {
      try {
        await api.post(
          `messages/${encodeURIComponent(id)}/modify`,
          { removeLabelIds: ['UNREAD'] },
          gmailMessage,
          { idempotent: true },
        );
      } catch (error) {
        // Deleted from the mailbox since: there is nothing left to mark.
        if (!(error instanceof GmailApiError && error.status === 404)) throw error;
      }
    });
  },
};
