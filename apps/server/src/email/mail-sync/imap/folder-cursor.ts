import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/index.ts';
import {
  type MailFolderCursorRow,
  mailFolderCursors,
  mailMessages,
  transaction,
} from '../../../platform/index.ts';
import { folderCursorIs } from '../folder-cursors.ts';

/** Where one IMAP folder's sync stands, as the folder was found on SELECT. */
export type OpenedFolder = { uidValidity: number; highestModseq: bigint | null };

/**
 * The folder's cursor, made ready for this pass. A new folder starts at UID 0 with the
 * HIGHESTMODSEQ of now (flag changes to what a killed first pass stored are then still
 * seen). A new UIDVALIDITY means every UID we knew there is void: the folder starts over
 * and its stored messages lose their stale UIDs (the store finds them again by
 * Message-ID and records the new ones, so \Seen goes to the right message).
 */
export async function readyCursor(
  db: Db,
  mailerAccountId: number,
  folder: string,
  opened: OpenedFolder,
): Promise<MailFolderCursorRow> {
  return transaction(db, async (tx) => {
    const modseq = opened.highestModseq?.toString() ?? null;
    await tx
      .insert(mailFolderCursors)
      .values({ mailerAccountId, folder, uidValidity: opened.uidValidity, highestModseq: modseq })
      .onConflictDoNothing();
    const [cursor] = await tx
      .select()
      .from(mailFolderCursors)
      .where(folderCursorIs(mailerAccountId, folder))
      .for('update');
    if (!cursor) throw new Error('mail folder cursor vanished');
    if (cursor.uidValidity === opened.uidValidity) return cursor;
    await tx
      .update(mailMessages)
      .set({ folder: null, uid: null })
      .where(
        and(eq(mailMessages.mailerAccountId, mailerAccountId), eq(mailMessages.folder, folder)),
      );
    const [reset] = await tx
      .update(mailFolderCursors)
      .set({ uidValidity: opened.uidValidity, lastUid: 0, highestModseq: modseq, syncedAt: null })
      .where(folderCursorIs(mailerAccountId, folder))
      .returning();
    if (!reset) throw new Error('mail folder cursor vanished');
    return reset;
  });
}

/** After a batch: everything up to `lastUid` is stored; `scanned` more were looked at. */
export async function advanceCursor(
  db: DbOrTx,
  mailerAccountId: number,
  folder: string,
  lastUid: number,
  scanned: number,
): Promise<void> {
  await db
    .update(mailFolderCursors)
    .set({
      lastUid: sql`greatest(${mailFolderCursors.lastUid}, ${lastUid}::bigint)`,
      scanned: sql`${mailFolderCursors.scanned} + ${scanned}`,
    })
    .where(folderCursorIs(mailerAccountId, folder));
}

/** The folder's pass is complete: flag changes are known up to `highestModseq`. */
export async function finishCursor(
  db: DbOrTx,
  mailerAccountId: number,
  folder: string,
  highestModseq: bigint | null,
): Promise<void> {
  await db
    .update(mailFolderCursors)
    .set({
      syncedAt: new Date(),
      ...(highestModseq !== null ? { highestModseq: highestModseq.toString() } : {}),
    })
    .where(folderCursorIs(mailerAccountId, folder));
}
