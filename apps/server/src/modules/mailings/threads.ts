import type { mailThreadListRequest } from '@app/contract';
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { mailMessages, mailThreadInfluencers, mailThreads } from '../../db/schema/index.ts';
import { listPage } from '../../db/sorted-page.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../auth/authenticate.ts';
import { markSeenInMailboxJob } from '../mail-sync/jobs.ts';
import { refreshThread } from '../mail-sync/store-mail.ts';
import { ownAccountIds } from './own-mailboxes.ts';
import { toMessageDtos, toThreadDtos } from './to-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs'>;
type ListInput = z.output<typeof mailThreadListRequest>;

const SORT_COLUMNS = {
  lastMessageAt: mailThreads.lastMessageAt,
  subject: mailThreads.subject,
  messagesCount: mailThreads.messagesCount,
} as const;

/** POST /mailing/threads/list: the user's threads, newest first unless sorted otherwise. */
export async function listThreads(ctx: Ctx, actor: Actor, input: ListInput) {
  const own = await ownAccountIds(ctx.db, actor);
  const filters = input.filters ?? {};
  const accounts =
    filters.accountId !== undefined ? own.filter((id) => id === filters.accountId) : own;
  if (accounts.length === 0) return { items: [], total: 0 };
  const conditions: SQL[] = [inArray(mailThreads.mailerAccountId, accounts)];
  if (filters.unread) conditions.push(gt(mailThreads.unreadCount, 0));
  if (filters.influencerId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${mailThreadInfluencers} ti
                  where ti.thread_id = ${mailThreads.id}
                    and ti.influencer_id = ${filters.influencerId})`,
    );
  }
  if (input.search) {
    conditions.push(
      sql`${mailThreads.searchText} ilike ${containsPattern(input.search.toLowerCase())}`,
    );
  }
  const where = and(...conditions);
  const sort = input.sort ?? { field: 'lastMessageAt' as const, order: 'desc' as const };
  const { rows, total } = await listPage(
    ctx.db.select().from(mailThreads).where(where).$dynamic(),
    ctx.db.select({ n: count() }).from(mailThreads).where(where),
    { column: SORT_COLUMNS[sort.field], id: mailThreads.id, order: sort.order },
    input,
  );
  return { items: await toThreadDtos(ctx.db, rows), total };
}

/** A thread of the user's mailboxes; 404 otherwise. */
async function ownThread(ctx: Ctx, actor: Actor, threadId: number) {
  const own = await ownAccountIds(ctx.db, actor);
  const [thread] = own.length
    ? await ctx.db
        .select()
        .from(mailThreads)
        .where(and(eq(mailThreads.id, threadId), inArray(mailThreads.mailerAccountId, own)))
    : [];
  if (!thread) throw AppError.notFound();
  return thread;
}

/** Messages shown per thread, oldest first; a longer thread shows its newest ones. */
const THREAD_MESSAGES_MAX = 500;

/** POST /mailing/threads/{id}/messages. */
export async function threadMessages(ctx: Ctx, actor: Actor, threadId: number) {
  const thread = await ownThread(ctx, actor, threadId);
  const newest = await ctx.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.threadId, thread.id))
    .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
    .limit(THREAD_MESSAGES_MAX);
  const [dto] = await toThreadDtos(ctx.db, [thread]);
  if (!dto) throw AppError.notFound();
  return { thread: dto, items: await toMessageDtos(ctx.db, newest.reverse()) };
}

/**
 * POST /mailing/messages/{id}/read: this message and the earlier unread ones of its thread
 * are read, here at once and in the mailbox through a job queued with the change.
 */
export async function markRead(ctx: Ctx, actor: Actor, messageId: number) {
  const own = await ownAccountIds(ctx.db, actor);
  const [message] = own.length
    ? await ctx.db
        .select({
          id: mailMessages.id,
          threadId: mailMessages.threadId,
          sentAt: mailMessages.sentAt,
        })
        .from(mailMessages)
        .where(and(eq(mailMessages.id, messageId), inArray(mailMessages.mailerAccountId, own)))
    : [];
  if (!message) throw AppError.notFound();
  return transaction(ctx.db, async (tx) => {
    const marked = await tx
      .update(mailMessages)
      .set({ seen: true })
      .where(
        and(
          eq(mailMessages.threadId, message.threadId),
          eq(mailMessages.seen, false),
          sql`(${mailMessages.sentAt}, ${mailMessages.id}) <= (${message.sentAt}, ${message.id})`,
        ),
      )
      .returning({ id: mailMessages.id });
    if (marked.length > 0) {
      await refreshThread(tx, message.threadId);
      for (let i = 0; i < marked.length; i += 1000) {
        await ctx.jobs.enqueue(tx, markSeenInMailboxJob, {
          messageIds: marked.slice(i, i + 1000).map((m) => m.id),
        });
      }
    }
    const [thread] = await tx
      .select({ unread: mailThreads.unreadCount })
      .from(mailThreads)
      .where(eq(mailThreads.id, message.threadId));
    return { threadId: message.threadId, unreadCount: thread?.unread ?? 0 };
  });
}
