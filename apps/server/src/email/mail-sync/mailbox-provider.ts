import type {
  AppContext,
  JobQueue,
  MailerAccountRow,
  MailMessageRow,
} from '../../platform/index.ts';

/** What a sync needs: no HTTP, no request (runs in a job). */
export type SyncContext = Pick<AppContext, 'db' | 'storage' | 'config'> & {
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Aborted when the job lost its lease or the process stops: stop at the next batch. */
  signal?: AbortSignal;
  /** The job queue (a sync job's): what a bounce sets off (webhooks) is queued with it. */
  jobs?: JobQueue;
};

export type SyncReport = {
  /** Messages looked at (headers read), kept or not. */
  scanned: number;
  /** Messages stored for the first time. */
  stored: number;
  /** Read-flag changes applied from the mailbox. */
  flagChanges: number;
};

/**
 * The mailbox refused the sign-in (a wrong IMAP password, a revoked Gmail grant): the sync
 * stops with this reason on the account and the mailbox, and what was synced stays.
 */
export class MailboxSignInError extends Error {
  override name = 'MailboxSignInError';
}

/** A message stored here, as the mailbox knows it. */
export type MailboxMessageRef = Pick<MailMessageRow, 'folder' | 'uid' | 'providerId'>;

/** One kind of mailbox: IMAP (SMTP accounts) or the Gmail API (Gmail accounts). */
export type MailboxProvider = {
  /**
   * One sync pass from the stored cursors: new messages (stored through store-mail.ts) and
   * read-flag changes. Saves its cursors as it goes, so a pass killed mid-way resumes where
   * it stopped and stores nothing twice. The first pass looks back MAIL_SYNC_DAYS.
   */
  sync(ctx: SyncContext, account: MailerAccountRow): Promise<SyncReport>;
  /** Sets the read flag in the mailbox (IMAP \Seen; Gmail: the UNREAD label removed). */
  markSeen(
    ctx: SyncContext,
    account: MailerAccountRow,
    messages: readonly MailboxMessageRef[],
  ): Promise<void>;
  /** IMAP only: files a copy of a message sent through SMTP in the Sent folder. */
  appendSent?(ctx: SyncContext, account: MailerAccountRow, raw: Buffer): Promise<void>;
  /** Signs in and opens INBOX ("Test IMAP"); throws with the server's reason. */
  verify?(ctx: SyncContext, account: MailerAccountRow): Promise<void>;
};
