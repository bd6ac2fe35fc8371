import {
  type MailboxAccount,
  type MailboxSyncState,
  MailerAuthType,
  mailingMessages,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import { AppError, isoTimestamp, mailboxes, rows, transaction } from '../../platform/index.ts';
import { syncMailboxJob } from '../mail-sync/jobs.ts';
import { ownAccount } from './own-mailboxes.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'storage' | 'config'>;

type AccountRow = {
  id: number;
  email: string;
  auth_type: string;
  state: string | null;
  last_sync_at: Date | string | null;
  last_error: string | null;
  threads: number;
  messages: number;
  unread: number;
};

async function selectAccounts(db: DbOrTx, ownerId: number, id?: number): Promise<MailboxAccount[]> {
  const found = await rows<AccountRow>(
    db,
    sql`select a.id, a.email, a.auth_type, m.last_sync_at, m.last_error,
          case when m.sync_requested_at >
                    greatest(coalesce(m.last_sync_at, '-infinity'), coalesce(m.last_error_at, '-infinity'))
               then 'syncing' else m.state end as state,
          coalesce(t.threads, 0)::int as threads, coalesce(t.messages, 0)::int as messages,
          coalesce(t.unread, 0)::int as unread
        from mailer_accounts a
        left join mailboxes m on m.mailer_account_id = a.id
        left join lateral (
          select count(*) as threads, sum(messages_count) as messages, sum(unread_count) as unread
          from mail_threads where mailer_account_id = a.id
        ) t on m.mailer_account_id is not null
        where a.owner_id = ${ownerId} ${id === undefined ? sql`` : sql`and a.id = ${id}`}
        order by a.created_at desc, a.id desc`,
  );
  return found.map((r) => ({
    id: r.id,
    email: r.email,
    provider: r.auth_type === 'gmail' ? MailerAuthType.Gmail : MailerAuthType.Smtp,
    syncState: (r.state ?? 'disconnected') as MailboxSyncState,
    lastSyncAt: isoTimestamp(r.last_sync_at),
    lastError: r.last_error,
    threadsCount: r.threads,
    messagesCount: r.messages,
    unreadCount: r.unread,
  }));
}

/** GET /mailing/account: the user's sender accounts as mailboxes, connected or not. */
export async function listMailboxAccounts(ctx: Ctx, actor: Actor) {
  return { items: await selectAccounts(ctx.db, actor.id) };
}

async function accountDto(ctx: Ctx, actor: Actor, id: number): Promise<MailboxAccount> {
  const [dto] = await selectAccounts(ctx.db, actor.id, id);
  if (!dto) throw AppError.notFound();
  return dto;
}

/**
 * POST /mailing/account/sync: connects the mailbox when it is not yet (the first pass looks
 * back MAIL_SYNC_DAYS), then queues a pass. "Sync now" after a failure tries again at once.
 */
export async function syncMailboxAccount(ctx: Ctx, actor: Actor, id: number) {
  const account = await ownAccount(ctx.db, actor, id);
  if (account.authType === 'gmail' && account.refreshTokenSealed === null) {
    throw AppError.field('id', mailingMessages.gmailScopesMissing);
  }
  await transaction(ctx.db, async (tx) => {
    await connectMailbox(tx, account.id);
    await tx
      .update(mailboxes)
      .set({ syncRequestedAt: sql`now()` })
      .where(eq(mailboxes.mailerAccountId, account.id));
    await ctx.jobs.enqueue(tx, syncMailboxJob, { mailerAccountId: account.id });
  });
  return accountDto(ctx, actor, id);
}

/** The mailbox row that sync state, threads and messages hang from; idempotent. */
export async function connectMailbox(tx: DbOrTx, mailerAccountId: number): Promise<void> {
  await tx.insert(mailboxes).values({ mailerAccountId }).onConflictDoNothing();
}

/**
 * POST /mailing/account/disconnect: stops syncing and deletes the synced copies (threads,
 * messages, cursors: the mailbox row's cascade). Campaign email records are kept; received
 * attachments no longer used by any message, template or outbox email are removed.
 */
export async function disconnectMailbox(ctx: Ctx, actor: Actor, id: number) {
  const account = await ownAccount(ctx.db, actor, id);
  const orphaned = await transaction(ctx.db, async (tx) => {
    await tx.delete(mailboxes).where(eq(mailboxes.mailerAccountId, account.id));
    return rows<{ storage_key: string }>(
      tx,
      sql`delete from mail_attachments a
          where a.uploaded_by is null
            and not exists (select 1 from mail_message_attachments ma where ma.attachment_id = a.id)
            and not exists (select 1 from mailing_templates t where t.attachment_ids @> to_jsonb(a.id))
            and not exists (select 1 from emails e
                            where e.attachments @> jsonb_build_array(jsonb_build_object('storageKey', a.storage_key)))
          returning a.storage_key`,
    );
  });
  for (const { storage_key } of orphaned) await ctx.storage.delete(storage_key);
  return accountDto(ctx, actor, id);
}
