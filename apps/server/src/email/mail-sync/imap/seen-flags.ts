import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { DbOrTx } from '../../../platform/index.ts';
import { mailMessages } from '../../../platform/index.ts';
import { applySeenFlags } from '../store-mail.ts';

const CHUNK = 500;

/**
 * Applies the mailbox's read flags to the stored messages of one folder; only those whose
 * flag differs are written. Answers how many changed.
 */
async function applyFolderFlags(
  db: DbOrTx,
  mailerAccountId: number,
  folder: string,
  seenByUid: ReadonlyMap<number, boolean>,
): Promise<number> {
  const uids = [...seenByUid.keys()];
  const changes: { where: 'uid'; folder: string; key: number; seen: boolean }[] = [];
  for (let i = 0; i < uids.length; i += CHUNK) {
    const stored = await db
      .select({ uid: mailMessages.uid, seen: mailMessages.seen })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.mailerAccountId, mailerAccountId),
          eq(mailMessages.folder, folder),
          inArray(mailMessages.uid, uids.slice(i, i + CHUNK)),
        ),
      );
    for (const row of stored) {
      const seen = row.uid === null ? undefined : seenByUid.get(row.uid);
      if (row.uid !== null && seen !== undefined && seen !== row.seen) {
        changes.push({ where: 'uid', folder, key: row.uid, seen });
      }
    }
  }
  if (changes.length > 0) await applySeenFlags(db, mailerAccountId, changes);
  return changes.length;
}

/**
 * CONDSTORE: only the messages whose flags changed since the last pass (FETCH CHANGEDSINCE),
 * up to the last UID stored (newer ones are stored with their flags as they are).
 */
export async function syncChangedFlags(
  db: DbOrTx,
  client: ImapFlow,
  target: { mailerAccountId: number; folder: string; lastUid: number; sinceModseq: bigint },
): Promise<number> {
  const seenByUid = new Map<number, boolean>();
  // Only collected inside the loop: no IMAP command may run while a FETCH streams.
  for await (const message of client.fetch(
    `1:${target.lastUid}`,
    { uid: true, flags: true },
    { uid: true, changedSince: target.sinceModseq },
  )) {
    seenByUid.set(message.uid, message.flags?.has('\\Seen') ?? false);
  }
  return applyFolderFlags(db, target.mailerAccountId, target.folder, seenByUid);
}

/**
 * Without CONDSTORE the server cannot say what changed: the flags of the stored messages
 * of the folder are read again, a chunk of UIDs at a time.
 */
export async function syncAllStoredFlags(
  db: DbOrTx,
  client: ImapFlow,
  target: { mailerAccountId: number; folder: string },
  signal?: AbortSignal,
): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await db
      .select({ uid: mailMessages.uid })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.mailerAccountId, target.mailerAccountId),
          eq(mailMessages.folder, target.folder),
          isNotNull(mailMessages.uid),
          gt(mailMessages.uid, after),
        ),
      )
      .orderBy(mailMessages.uid)
      .limit(CHUNK);
    const uids = rows.map((r) => r.uid).filter((u): u is number => u !== null);
    if (uids.length === 0) return changed;
    const seenByUid = new Map<number, boolean>();
    for (const message of await client.fetchAll(uids, { uid: true, flags: true }, { uid: true })) {
      seenByUid.set(message.uid, message.flags?.has('\\Seen') ?? false);
    }
    changed += await applyFolderFlags(db, target.mailerAccountId, target.folder, seenByUid);
    after = uids[uids.length - 1] ?? after;
  }
}
