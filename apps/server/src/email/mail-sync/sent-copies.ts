import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/index.ts';
import { emails, mailerAccounts, mailMessages } from '../../platform/index.ts';
import { buildMessage } from '../delivery/deliver.ts';
import type { EmailSettlement, SettledEmail } from '../delivery/settled.ts';
import type { SyncContext } from './mailbox-provider.ts';
import { providerFor } from './sync-runner.ts';

/**
 * A message written in Mailings follows its outbox email: sent once delivered, failed when
 * it errored (the reason is the email's). IMAP mailboxes get a copy in Sent on the next sync
 * pass (sent_copy_pending); Gmail files what its SMTP server sent by itself.
 */
export async function recordMailingOutcome(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
): Promise<void> {
  const ids = settled.map((e) => e.id);
  const delivered = settlement === 'delivered';
  await tx
    .update(mailMessages)
    .set({
      status: delivered ? 'sent' : 'failed',
      // A bounce comes after the message went out: its Sent copy is still owed.
      ...(settlement === 'bounced'
        ? {}
        : {
            sentCopyPending: delivered
              ? sql`exists (select 1 from mailer_accounts a
                      where a.id = ${mailMessages.mailerAccountId} and a.auth_type = 'smtp')`
              : false,
          }),
    })
    .where(inArray(mailMessages.emailId, ids));
}

/**
 * Files the copies still owed to an IMAP mailbox's Sent folder. A crash between the APPEND
 * and clearing the flag files a second copy in Sent; the sync stores it once (same
 * Message-ID), so Mailings never shows it twice.
 */
export async function appendPendingSentCopies(
  ctx: SyncContext,
  mailerAccountId: number,
): Promise<number> {
  const [account] = await ctx.db
    .select()
    .from(mailerAccounts)
    .where(eq(mailerAccounts.id, mailerAccountId));
  const provider = account ? providerFor(account) : null;
  if (!account || !provider?.appendSent) return 0;
  const pending = await ctx.db
    .select({ messageId: mailMessages.id, email: emails })
    .from(mailMessages)
    .innerJoin(emails, eq(emails.id, mailMessages.emailId))
    .where(
      and(
        eq(mailMessages.mailerAccountId, mailerAccountId),
        eq(mailMessages.sentCopyPending, true),
      ),
    )
    .limit(100);
  for (const { messageId, email } of pending) {
    await provider.appendSent(ctx, account, await buildMessage(ctx.config, email));
    await ctx.db
      .update(mailMessages)
      .set({ sentCopyPending: false })
      .where(eq(mailMessages.id, messageId));
  }
  return pending.length;
}
