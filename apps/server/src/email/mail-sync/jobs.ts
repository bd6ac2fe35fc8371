import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue } from '../../platform/index.ts';
import {
  defineJob,
  defineScheduledJob,
  type JobContext,
  mailerAccounts,
  mailMessages,
  transaction,
} from '../../platform/index.ts';
import type { SyncContext } from './mailbox-provider.ts';
import { appendPendingSentCopies } from './sent-copies.ts';
import { mailboxesDue, providerFor, syncMailbox } from './sync-runner.ts';

const syncContextOf = (env: JobContext): SyncContext => ({
  db: env.db,
  storage: env.storage,
  config: env.config,
  log: env.log,
  jobs: env.jobs,
  ...(env.signal ? { signal: env.signal } : {}),
});

/**
 * One pass of one mailbox: files sent copies first (IMAP), then syncs. A failed pass is
 * recorded on the mailbox and not retried here: the schedule starts the next one.
 */
export const syncMailboxJob = defineJob({
  name: 'mail-sync.sync-mailbox',
  schema: z.object({ mailerAccountId: z.number().int() }),
  retryLimit: 0,
  async handler({ mailerAccountId }, env) {
    const ctx = syncContextOf(env);
    await appendPendingSentCopies(ctx, mailerAccountId);
    await syncMailbox(ctx, mailerAccountId);
  },
});

/** Every minute: a pass for each connected mailbox that is due (sync-runner.ts). */
export const scheduleMailboxSyncsJob = defineScheduledJob('mail-sync.schedule', async (env) => {
  const due = await mailboxesDue(syncContextOf(env));
  if (due.length === 0) return;
  await transaction(env.db, async (tx) => {
    for (const mailerAccountId of due) {
      await env.jobs.enqueue(tx, syncMailboxJob, { mailerAccountId });
    }
  });
});

export async function scheduleMailboxSyncs(jobs: JobQueue): Promise<void> {
  await jobs.schedule(scheduleMailboxSyncsJob, '* * * * *', {});
}

/**
 * Read in Mailings -> read in the mailbox (IMAP \Seen, Gmail's UNREAD label removed).
 * Queued with the change that marked them read; retried when the mailbox is unreachable.
 */
export const markSeenInMailboxJob = defineJob({
  name: 'mail-sync.mark-seen',
  schema: z.object({ messageIds: z.array(z.number().int()).min(1).max(1000) }),
  retryLimit: 5,
  async handler({ messageIds }, env) {
    const refs = await env.db
      .select({
        mailerAccountId: mailMessages.mailerAccountId,
        folder: mailMessages.folder,
        uid: mailMessages.uid,
        providerId: mailMessages.providerId,
      })
      .from(mailMessages)
      .where(and(inArray(mailMessages.id, messageIds), eq(mailMessages.seen, true)));
    const byAccount = new Map<number, typeof refs>();
    for (const ref of refs) {
      byAccount.set(ref.mailerAccountId, [...(byAccount.get(ref.mailerAccountId) ?? []), ref]);
    }
    for (const [accountId, messages] of byAccount) {
      const [account] = await env.db
        .select()
        .from(mailerAccounts)
        .where(eq(mailerAccounts.id, accountId));
      if (!account) continue;
      await providerFor(account).markSeen(syncContextOf(env), account, messages);
    }
  },
});
