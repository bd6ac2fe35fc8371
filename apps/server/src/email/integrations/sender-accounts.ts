import type { IntegrationCard } from '@app/contract';
import { gmailProfile } from '@app/contract/providers';
import { eq } from 'drizzle-orm';
import {
  type AppContext,
  type IntegrationFailure,
  type IntegrationStatusRow,
  type MailboxRow,
  type MailerAccountRow,
  mailboxes,
  mailerAccounts,
  readIntegrationStatuses,
  recordIntegrationFailure,
  recordIntegrationSuccess,
  type SenderAccountIntegrations,
} from '../../platform/index.ts';
import { recordSignIn } from '../accounts/sign-in-health.ts';
import { settingsOfAccount, verifySmtp } from '../accounts/smtp.ts';
import { gmailApi } from '../mail-sync/gmail/gmail-api.ts';
import { imapReason } from '../mail-sync/imap/imap-connection.ts';
import { imapProvider } from '../mail-sync/imap/imap-provider.ts';
import { MailboxSignInError } from '../mail-sync/mailbox-provider.ts';
import { mailFailureWords } from './mail-failure-words.ts';

const keyOf = (id: number) => `sender:${id}`;

type Event = { at: Date; failure: IntegrationFailure | null };

/**
 * What the account last came to, from every place that records it: the Test (the status
 * store), a delivery's or a sync's refused sign-in (the account), the mailbox's last sync and
 * its last error. The newest decides the state; the newest failure is shown with its fix.
 */
function cardOf(
  account: MailerAccountRow,
  row: IntegrationStatusRow | undefined,
  mailbox: MailboxRow | undefined,
): IntegrationCard {
  const gmail = account.authType === 'gmail';
  const events: Event[] = [];
  const add = (at: Date | null | undefined, failure: IntegrationFailure | null) => {
    if (at) events.push({ at, failure });
  };
  add(row?.lastSuccessAt, null);
  if (row?.lastError) add(row.lastErrorAt, { message: row.lastError, fix: row.lastErrorFix });
  if (account.signInError) {
    add(account.signInErrorAt, mailFailureWords({ code: 'EAUTH', message: account.signInError }));
  }
  add(mailbox?.lastSyncAt, null);
  if (mailbox?.lastError) add(mailbox.lastErrorAt, mailFailureWords(new Error(mailbox.lastError)));
  const newest = (list: Event[]) =>
    list.reduce<Event | null>((a, e) => (a && a.at >= e.at ? a : e), null);
  const last = newest(events);
  const success = newest(events.filter((e) => !e.failure));
  const failure = newest(events.filter((e) => e.failure));
  return {
    key: keyOf(account.id),
    kind: 'sender',
    name: `${account.email} (${gmail ? 'Gmail' : 'SMTP'})`,
    purpose: gmail
      ? 'Sends and syncs this manager mail through the Gmail API.'
      : `Sends through ${account.host ?? 'its SMTP server'}:${account.port ?? 587} and syncs its mailbox over IMAP.`,
    configured: true,
    settings: [],
    state: !last ? 'untested' : last.failure ? 'failing' : 'working',
    lastSuccessAt: success?.at.toISOString() ?? null,
    lastError: failure?.failure?.message ?? null,
    lastErrorAt: failure?.at.toISOString() ?? null,
    fix: failure?.failure?.fix ?? null,
    usage: null,
  };
}

/**
 * The mailbox's IMAP sign-in and INBOX opened read-only, as a sync starts. Its failure reads
 * "IMAP: …" so the card says which of the account's two servers it was; the code is kept for
 * the words (refused, certificate, gone).
 */
async function checkImap(ctx: AppContext, account: MailerAccountRow): Promise<void> {
  try {
    await imapProvider.verify?.(ctx, account);
  } catch (error) {
    const code =
      error instanceof MailboxSignInError ? 'EAUTH' : (error as { code?: unknown } | null)?.code;
    throw Object.assign(new Error(`IMAP: ${imapReason(error)}`), { code, cause: error });
  }
}

/**
 * One real sign-in: SMTP's AUTH (no mail sent), then IMAP's when the mailbox is connected
 * (Mailings syncs it), or Gmail's profile (one quota unit).
 */
async function check(ctx: AppContext, account: MailerAccountRow): Promise<void> {
  if (account.authType === 'gmail') {
    await gmailApi(ctx, account).get('profile', gmailProfile);
    return;
  }
  const result = await verifySmtp(ctx.config, settingsOfAccount(ctx.config, account));
  await recordSignIn(ctx.db, account, result);
  if (!result.ok) {
    throw Object.assign(new Error(result.reason), result.signInRefused ? { code: 'EAUTH' } : {});
  }
  const [connected] = await ctx.db
    .select({ id: mailboxes.mailerAccountId })
    .from(mailboxes)
    .where(eq(mailboxes.mailerAccountId, account.id));
  if (connected) await checkImap(ctx, account);
}

export const senderAccountIntegrations: SenderAccountIntegrations = {
  async cards(ctx) {
    const [accounts, statuses, boxes] = await Promise.all([
      ctx.db.select().from(mailerAccounts).orderBy(mailerAccounts.email),
      readIntegrationStatuses(ctx.db),
      ctx.db.select().from(mailboxes),
    ]);
    const boxOf = new Map(boxes.map((b) => [b.mailerAccountId, b]));
    return accounts.map((account) =>
      cardOf(account, statuses.get(keyOf(account.id)), boxOf.get(account.id)),
    );
  },
  async test(ctx, id) {
    const [account] = await ctx.db.select().from(mailerAccounts).where(eq(mailerAccounts.id, id));
    if (!account) return null;
    try {
      await check(ctx, account);
      await recordIntegrationSuccess(ctx.db, keyOf(id));
    } catch (error) {
      await recordIntegrationFailure(ctx.db, keyOf(id), mailFailureWords(error));
    }
    const [fresh] = await ctx.db.select().from(mailerAccounts).where(eq(mailerAccounts.id, id));
    const [box] = await ctx.db.select().from(mailboxes).where(eq(mailboxes.mailerAccountId, id));
    const statuses = await readIntegrationStatuses(ctx.db);
    return cardOf(fresh ?? account, statuses.get(keyOf(id)), box);
  },
};
