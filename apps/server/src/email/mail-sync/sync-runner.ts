import { and, eq, or, sql } from 'drizzle-orm';
import type { MailerAccountRow } from '../../platform/index.ts';
import { mailboxes, mailerAccounts, rows } from '../../platform/index.ts';
import { recordSignIn } from '../accounts/sign-in-health.ts';
import { gmailProvider } from './gmail/gmail-provider.ts';
import { imapProvider } from './imap/imap-provider.ts';
import {
  type MailboxProvider,
  MailboxSignInError,
  type SyncContext,
  type SyncReport,
} from './mailbox-provider.ts';

/** The mailbox behind a sender account: the Gmail API for Gmail, IMAP for SMTP accounts. */
export function providerFor(account: Pick<MailerAccountRow, 'authType'>): MailboxProvider {
  return account.authType === 'gmail' ? gmailProvider : imapProvider;
}

/**
 * A pass that has not finished after this long is taken to have died with its process: the
 * next pass may start. A live pass saves its cursors batch by batch, so a second pass
 * overlapping a slow one stores nothing twice (store-mail.ts is idempotent).
 */
const SYNC_LEASE_SECONDS = 15 * 60;

export type MailboxSyncResult =
  | { ran: false; reason: 'not-connected' | 'busy' }
  | { ran: true; ok: true; report: SyncReport }
  | { ran: true; ok: false; error: string; signInRefused: boolean };

/**
 * One sync pass of one mailbox: claims it (state 'syncing', one pass at a time across
 * processes), runs its provider and records the outcome on the mailbox: idle with the time,
 * or error with the reason. A refused sign-in is recorded on the sender account too when
 * the mailbox signs in with the account's own credentials (Gmail's grant; IMAP without its
 * own password), as a failed send would. What was synced stays either way.
 */
export async function syncMailbox(
  ctx: SyncContext,
  mailerAccountId: number,
): Promise<MailboxSyncResult> {
  const [claimed] = await ctx.db
    .update(mailboxes)
    .set({ state: 'syncing', updatedAt: sql`now()` })
    .where(
      and(
        eq(mailboxes.mailerAccountId, mailerAccountId),
        or(
          sql`${mailboxes.state} <> 'syncing'`,
          sql`${mailboxes.updatedAt} < now() - make_interval(secs => ${SYNC_LEASE_SECONDS})`,
        ),
      ),
    )
    .returning({ id: mailboxes.mailerAccountId });
  if (!claimed) {
    const [exists] = await ctx.db
      .select({ id: mailboxes.mailerAccountId })
      .from(mailboxes)
      .where(eq(mailboxes.mailerAccountId, mailerAccountId));
    return { ran: false, reason: exists ? 'busy' : 'not-connected' };
  }
  const [account] = await ctx.db
    .select()
    .from(mailerAccounts)
    .where(eq(mailerAccounts.id, mailerAccountId));
  if (!account) return { ran: false, reason: 'not-connected' };
  try {
    const report = await providerFor(account).sync(ctx, account);
    await finish(ctx, mailerAccountId, { state: 'idle', lastSyncAt: sql`now()`, lastError: null });
    if (account.authType === 'gmail') await recordSignIn(ctx.db, account, { ok: true });
    return { ran: true, ok: true, report };
  } catch (error) {
    if (ctx.signal?.aborted) {
      // Stopped on purpose (shutdown, a lost lease): the cursors are saved, the next pass
      // resumes; not a failure to show.
      await finish(ctx, mailerAccountId, { state: 'idle' });
      return { ran: false, reason: 'busy' };
    }
    const signInRefused = error instanceof MailboxSignInError;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await finish(ctx, mailerAccountId, {
      state: 'error',
      lastError: message,
      lastErrorAt: sql`now()`,
    });
    if (signInRefused && sharesAccountCredentials(account)) {
      await recordSignIn(ctx.db, account, { ok: false, reason: message, signInRefused: true });
    }
    ctx.log?.warn({ mailerAccountId, err: message }, 'mailbox sync failed');
    return { ran: true, ok: false, error: message, signInRefused };
  }
}

function sharesAccountCredentials(account: MailerAccountRow): boolean {
  return account.authType === 'gmail' || account.imapPasswordSealed === null;
}

/** Records the pass's end, unless the mailbox was disconnected meanwhile (row gone). */
async function finish(
  ctx: SyncContext,
  mailerAccountId: number,
  set: Partial<typeof mailboxes.$inferInsert> | Record<string, unknown>,
) {
  await ctx.db
    .update(mailboxes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(mailboxes.mailerAccountId, mailerAccountId));
}

/**
 * Mailboxes due a scheduled pass: idle ones last synced longer than MAIL_SYNC_INTERVAL ago,
 * and failed ones, except a refused sign-in, which waits for new credentials (a new
 * password, reconnecting Gmail, or "Sync now").
 */
export async function mailboxesDue(ctx: SyncContext): Promise<number[]> {
  const due = await rows<{ id: number }>(
    ctx.db,
    sql`
    select m.mailer_account_id as id
    from mailboxes m join mailer_accounts a on a.id = m.mailer_account_id
    where (m.state = 'idle' and (m.last_sync_at is null
             or m.last_sync_at < now() - make_interval(secs => ${ctx.config.email.syncIntervalSeconds})))
       or (m.state = 'error' and a.sign_in_error is null)
       or (m.state = 'syncing'
             and m.updated_at < now() - make_interval(secs => ${SYNC_LEASE_SECONDS}))
    order by m.last_sync_at nulls first
    limit 1000`,
  );
  return due.map((r) => Number(r.id));
}
