import type { FetchMessageObject, ImapFlow } from 'imapflow';
import { yieldToForeground } from '../../../platform/index.ts';
import { applyBounces } from '../bounces.ts';
import {
  type BounceReport,
  mayBeBounce,
  REPORT_READ_BYTES,
  readBounce,
} from '../delivery-report.ts';
import type { SyncContext, SyncReport } from '../mailbox-provider.ts';
import { parseRawMail } from '../parse-mail.ts';
import { type IncomingMail, keptEnvelopes, storeIncomingMail } from '../store-mail.ts';
import { envelopeOfFetched, headerValue } from './fetched-envelope.ts';
import { advanceCursor, finishCursor, readyCursor } from './folder-cursor.ts';
import { syncAllStoredFlags, syncChangedFlags } from './seen-flags.ts';

/** UIDs whose headers are read at once: one FETCH, one keep query, one cursor write. */
export const HEADER_BATCH = 200;
/** Sources downloaded at once, bounded in count and bytes: memory stays flat. */
const SOURCE_BATCH = 25;
const SOURCE_BATCH_BYTES = 8 * 1024 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;

type Mailbox = { mailerAccountId: number; email: string };

/**
 * One pass over one folder: flag changes of what is stored, then the messages after the
 * cursor, a batch at a time (headers, the keep decision, the sources of the kept ones, the
 * store, the cursor saved), so a pass killed mid-way resumes after its last batch. The first
 * pass of a folder looks back MAIL_SYNC_DAYS only. Stops between batches when the signal is
 * aborted (throwing its reason). Adds to `report`.
 */
export async function syncFolder(
  ctx: SyncContext,
  client: ImapFlow,
  mailbox: Mailbox,
  path: string,
  report: SyncReport,
): Promise<void> {
  const accountId = mailbox.mailerAccountId;
  const lock = await client.getMailboxLock(path);
  try {
    const opened = client.mailbox;
    if (!opened) throw new Error(`IMAP folder ${path} could not be opened`);
    const condstore =
      client.enabled.has('CONDSTORE') && opened.highestModseq !== undefined && !opened.noModseq;
    const highestModseq = condstore ? (opened.highestModseq ?? null) : null;
    const uidValidity = Number(opened.uidValidity);
    const cursor = await readyCursor(ctx.db, accountId, path, { uidValidity, highestModseq });

    if (cursor.lastUid > 0 && opened.exists > 0) {
      report.flagChanges +=
        highestModseq !== null && cursor.highestModseq !== null
          ? BigInt(cursor.highestModseq) < highestModseq
            ? await syncChangedFlags(ctx.db, client, {
                mailerAccountId: accountId,
                folder: path,
                lastUid: cursor.lastUid,
                sinceModseq: BigInt(cursor.highestModseq),
              })
            : 0
          : await syncAllStoredFlags(
              ctx.db,
              client,
              { mailerAccountId: accountId, folder: path },
              ctx.signal,
            );
    }

    const firstPass = cursor.syncedAt === null;
    const found =
      opened.exists === 0
        ? []
        : await client.search(
            {
              uid: `${cursor.lastUid + 1}:*`,
              ...(firstPass
                ? { since: new Date(Date.now() - ctx.config.email.syncDays * DAY_MS) }
                : {}),
            },
            { uid: true },
          );
    if (!Array.isArray(found)) throw new Error(`IMAP SEARCH in ${path} was refused`);
    // "n:*" always names the newest message, even when its UID is below n.
    const uids = found.filter((uid) => uid > cursor.lastUid).sort((a, b) => a - b);

    for (let i = 0; i < uids.length; i += HEADER_BATCH) {
      ctx.signal?.throwIfAborted();
      await yieldToForeground(ctx.db);
      const batch = uids.slice(i, i + HEADER_BATCH);
      const headers = await client.fetchAll(
        batch,
        {
          uid: true,
          flags: true,
          envelope: true,
          size: true,
          headers: ['references', 'in-reply-to', 'content-type', 'x-failed-recipients'],
        },
        { uid: true },
      );
      const kept = await keptEnvelopes(ctx.db, accountId, headers.map(envelopeOfFetched));
      const keptMessages = headers.filter((_, index) => kept.has(index));
      // Bounces from strangers are read (their head only) but never stored.
      await applyBounces(
        ctx,
        accountId,
        await readBounces(
          client,
          headers.filter((m, index) => !kept.has(index) && mayBeBounceFetched(m)),
        ),
      );
      report.stored += await storeSources(
        ctx,
        client,
        mailbox,
        { path, uidValidity },
        keptMessages,
      );
      const last = batch[batch.length - 1] ?? cursor.lastUid;
      await advanceCursor(ctx.db, accountId, path, last, batch.length);
      report.scanned += batch.length;
      ctx.log?.info(
        { mailerAccountId: accountId, folder: path, lastUid: last, kept: keptMessages.length },
        'IMAP batch synced',
      );
    }
    // Everything below UIDNEXT as of SELECT was considered (the first pass skips the old).
    await advanceCursor(ctx.db, accountId, path, Math.max(0, opened.uidNext - 1), 0);
    await finishCursor(ctx.db, accountId, path, highestModseq);
  } finally {
    lock.release();
  }
}

/** Downloads, parses and stores the kept messages, a bounded group at a time. */
async function storeSources(
  ctx: SyncContext,
  client: ImapFlow,
  mailbox: Mailbox,
  folder: { path: string; uidValidity: number },
  messages: readonly FetchMessageObject[],
): Promise<number> {
  let stored = 0;
  for (const group of sizeBoundedGroups(messages)) {
    const seen = new Map(group.map((m) => [m.uid, m.flags?.has('\\Seen') ?? false]));
    const sources = await client.fetchAll(
      group.map((m) => m.uid),
      { uid: true, source: true },
      { uid: true },
    );
    const incoming: IncomingMail[] = [];
    for (const message of sources) {
      if (!message.source) continue;
      const mail = await parseRawMail(message.source);
      // Parsing is CPU on the event loop: a request that arrived meanwhile goes first.
      await yieldToForeground(ctx.db);
      if (mail.bounce) await applyBounces(ctx, mailbox.mailerAccountId, [mail.bounce]);
      incoming.push({
        mail,
        fallbackKey: `${folder.path}:${folder.uidValidity}:${message.uid}`,
        folder: folder.path,
        uid: message.uid,
        seen: seen.get(message.uid) ?? false,
      });
    }
    stored += await storeIncomingMail(ctx, mailbox, incoming);
  }
  return stored;
}

function mayBeBounceFetched(message: FetchMessageObject): boolean {
  const envelope = message.envelope ?? {};
  return mayBeBounce({
    contentType: headerValue(message.headers, 'content-type'),
    failedRecipients: headerValue(message.headers, 'x-failed-recipients'),
    from: envelope.from?.[0]?.address ?? null,
    subject: envelope.subject ?? null,
  });
}

/** The bounces among these messages, each read up to REPORT_READ_BYTES (a head is enough). */
async function readBounces(
  client: ImapFlow,
  messages: readonly FetchMessageObject[],
): Promise<BounceReport[]> {
  const reports: BounceReport[] = [];
  for (let i = 0; i < messages.length; i += SOURCE_BATCH) {
    const sources = await client.fetchAll(
      messages.slice(i, i + SOURCE_BATCH).map((m) => m.uid),
      { uid: true, source: { maxLength: REPORT_READ_BYTES } },
      { uid: true },
    );
    for (const message of sources) {
      const bounce = message.source ? readBounce(message.source) : null;
      if (bounce) reports.push(bounce);
    }
  }
  return reports;
}

function* sizeBoundedGroups(messages: readonly FetchMessageObject[]) {
  let group: FetchMessageObject[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = message.size ?? 0;
    if (group.length > 0 && (group.length >= SOURCE_BATCH || bytes + size > SOURCE_BATCH_BYTES)) {
      yield group;
      group = [];
      bytes = 0;
    }
    group.push(message);
    bytes += size;
  }
  if (group.length > 0) yield group;
}
