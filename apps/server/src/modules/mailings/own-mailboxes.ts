import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open-database.ts';
import { type MailerAccountRow, mailerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../auth/authenticate.ts';

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
