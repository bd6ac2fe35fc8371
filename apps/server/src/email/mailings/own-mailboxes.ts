import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { DbOrTx, MailMessageRow, MailThreadRow } from '../../platform/index.ts';
import {
  AppError,
  type MailerAccountRow,
  mailerAccounts,
  mailMessages,
  mailThreads,
} from '../../platform/index.ts';

// A mailbox is personal: Mailings shows, syncs and sends from the signed-in user's own
// sender accounts only, Admins included (they manage everyone's accounts in Settings, but
// do not read colleagues' mail). See decisions.md "Mailings".

/** The user's sender accounts (each may be connected as a mailbox). */
export async function ownAccountIds(db: DbOrTx, actor: Actor): Promise<number[]> {
  const rows = await db
    .select({ id: mailerAccounts.id })
    .from(mailerAccounts)
    .where(eq(mailerAccounts.ownerId, actor.id));
  return rows.map((r) => r.id);
}

/** One of the user's own sender accounts; 404 for anyone else's (no probing of ids). */
export async function ownAccount(db: DbOrTx, actor: Actor, id: number): Promise<MailerAccountRow> {
  const [account] = await db
    .select()
    .from(mailerAccounts)
    .where(and(eq(mailerAccounts.id, id), eq(mailerAccounts.ownerId, actor.id)));
  if (!account) throw AppError.notFound();
  return account;
}

/** A message of the given own accounts' mailboxes (ownAccountIds); 404 otherwise. */
export function ownMessage(db: DbOrTx, own: number[], id: number): Promise<MailMessageRow> {
  return firstOwned(own, () =>
    db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.id, id), inArray(mailMessages.mailerAccountId, own))),
  );
}

/** A thread of the user's mailboxes; 404 otherwise. */
export async function ownThread(db: DbOrTx, actor: Actor, id: number): Promise<MailThreadRow> {
  const own = await ownAccountIds(db, actor);
  return firstOwned(own, () =>
    db
      .select()
      .from(mailThreads)
      .where(and(eq(mailThreads.id, id), inArray(mailThreads.mailerAccountId, own))),
  );
}

/**
 * The first row `read` answers among the rows of the own accounts; 404 without one. A user
 * without accounts owns nothing, and is not asked about (`in ()` is no valid SQL).
 */
async function firstOwned<T>(own: number[], read: () => PromiseLike<T[]>): Promise<T> {
  const [row] = own.length ? await read() : [];
  if (!row) throw AppError.notFound();
  return row;
}
