import { ImapFlow, type ImapFlowError, type ListResponse } from 'imapflow';
import type { MailerAccountRow } from '../../../platform/index.ts';
import { MailboxSignInError, type SyncContext } from '../mailbox-provider.ts';
import { imapClientOptions, imapSettingsOf } from './imap-settings.ts';

/**
 * A refused LOGIN (the server's AUTHENTICATIONFAILED and alike) says the credentials are
 * wrong; UNAVAILABLE is the server's own trouble ("Temporary authentication failure") and
 * the account's password may well be right.
 */
function isSignInRefusal(error: ImapFlowError): boolean {
  return error.authenticationFailed === true && error.serverResponseCode !== 'UNAVAILABLE';
}

/** The server's own words, for the account's last error. */
export function imapReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as ImapFlowError;
  const text = e.responseText ?? (typeof e.response === 'string' ? e.response : null);
  return text && text.length > 0 ? text : e.message;
}

/**
 * Connects and signs in to the account's mailbox, runs `work`, then logs out (closing the
 * socket whatever happens). A refused sign-in throws MailboxSignInError with the server's
 * reason; a connection failure throws as it came.
 */
export async function withImapClient<T>(
  ctx: SyncContext,
  account: MailerAccountRow,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const settings = imapSettingsOf(ctx.config, account);
  const client = new ImapFlow(await imapClientOptions(ctx.config, settings));
  // Socket errors arrive as events too; unheard, an 'error' event would end the process.
  client.on('error', (error: Error) => {
    ctx.log?.warn({ err: error, mailerAccountId: account.id }, 'IMAP connection error');
  });
  try {
    await client.connect();
  } catch (error) {
    client.close();
    if (error instanceof Error && isSignInRefusal(error as ImapFlowError)) {
      throw new MailboxSignInError(imapReason(error));
    }
    throw error;
  }
  try {
    return await work(client);
  } finally {
    if (client.usable) await client.logout().catch(() => client.close());
    else client.close();
  }
}

/** Folders that can be opened (a \Noselect one is only a level in the hierarchy). */
function selectable(folder: ListResponse): boolean {
  return !folder.flags.has('\\Noselect') && !folder.flags.has('\\NonExistent');
}

/** The Sent folder: the one marked \Sent (SPECIAL-USE), else one named Sent. */
export function sentFolderOf(folders: readonly ListResponse[]): ListResponse | null {
  const usable = folders.filter(selectable);
  return (
    usable.find((f) => f.specialUse === '\\Sent' && f.specialUseSource === 'extension') ??
    usable.find((f) => f.name.toLowerCase() === 'sent') ??
    usable.find((f) => f.specialUse === '\\Sent') ??
    null
  );
}

/** What is synced: INBOX and the Sent folder, when they can be opened. */
export async function syncedFolders(client: ImapFlow): Promise<string[]> {
  const folders = await client.list();
  const inbox = folders.find((f) => f.path.toUpperCase() === 'INBOX' && selectable(f));
  const sent = sentFolderOf(folders);
  return [inbox?.path, sent?.path].filter((p): p is string => Boolean(p));
}
