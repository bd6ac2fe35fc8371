import type { MailThread, mailThreadListRequest } from '@app/contract';
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext } from '../../platform/index.ts';
import {
  AppError,
  containsPattern,
  listPage,
  mailMessages,
  mailThreadInfluencers,
  mailThreads,
  rows,
  transaction,
} from '../../platform/index.ts';
import { markSeenInMailboxJob } from '../mail-sync/jobs.ts';
import { refreshThread } from '../mail-sync/store-mail.ts';
import { ownAccountIds, ownThread } from './own-mailboxes.ts';
import { trustedSenders } from './remote-images.ts';
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
  // Words of the subject, bodies and attachment names (full text), or part of a name or
  // address (the trigram search text).
  const query = input.search ? sql`websearch_to_tsquery('simple', ${input.search})` : null;
  if (input.search && query) {
    conditions.push(
      sql`(${mailThreads.searchVector} @@ ${query} or ${mailThreads.searchText} ilike ${containsPattern(input.search.toLowerCase())})`,
    );
  }
  const where = and(...conditions);
  // A search without a sort asked for: the best matches first (subject words weigh most).
  const sort =
    input.sort === undefined && query
      ? { column: sql`ts_rank(${mailThreads.searchVector}, ${query})`, order: 'desc' as const }
      : (() => {
          const { field, order } = input.sort ?? {
            field: 'lastMessageAt' as const,
            order: 'desc' as const,
          };
          return { column: SORT_COLUMNS[field], order };
        })();
  const { rows, total } = await listPage(
    ctx.db.select().from(mailThreads).where(where).$dynamic(),
    ctx.db.select({ n: count() }).from(mailThreads).where(where),
    { column: sort.column, id: mailThreads.id, order: sort.order },
    input,
  );
  const items = await toThreadDtos(ctx.db, rows);
  return { items: query ? await withMatchingSnippets(ctx, items, query) : items, total };
}

const MARK_START = '\u27e6';
const MARK_END = '\u27e7';

/**
 * A found thread's snippet is the passage of its newest matching message around the words
 * found (ts_headline), with where they are; a thread found by its subject or a name keeps
 * its first lines.
 */
async function withMatchingSnippets(ctx: Ctx, items: MailThread[], query: SQL) {
  if (items.length === 0) return items;
  const ids = items.map((item) => item.id);
  const found = await rows<{ thread_id: number; headline: string }>(
    ctx.db,
    sql`
    select distinct on (m.thread_id) m.thread_id,
      ts_headline('simple', translate(m.text, ${MARK_START + MARK_END}, ''), ${query},
        ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=1`}) as headline
    from mail_messages m
    where m.thread_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and to_tsvector('simple', m.text) @@ ${query}
    order by m.thread_id, m.sent_at desc, m.id desc`,
  );
  const headlines = new Map(found.map((row) => [Number(row.thread_id), marked(row.headline)]));
  return items.map((item) => ({ ...item, ...(headlines.get(item.id) ?? {}) }));
}

/** A headline's text without its marks, and where the marked words are. */
export function marked(headline: string): { snippet: string; highlights: [number, number][] } {
  const highlights: [number, number][] = [];
  let snippet = '';
  let start = -1;
  for (const char of headline.replace(/\s+/g, ' ').trim()) {
    if (char === MARK_START) start = snippet.length;
    else if (char === MARK_END && start >= 0) {
      highlights.push([start, snippet.length]);
      start = -1;
    } else snippet += char;
  }
  return { snippet, highlights };
}

/** Messages shown per thread, oldest first; a longer thread shows its newest ones. */
const THREAD_MESSAGES_MAX = 500;

/** POST /mailing/threads/{id}/messages. */
export async function threadMessages(ctx: Ctx, actor: Actor, threadId: number) {
  const thread = await ownThread(ctx.db, actor, threadId);
  const newest = await ctx.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.threadId, thread.id))
    .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
    .limit(THREAD_MESSAGES_MAX);
  const [dto] = await toThreadDtos(ctx.db, [thread]);
  if (!dto) throw AppError.notFound();
  const trusted = await trustedSenders(
    ctx,
    actor,
    newest.map((m) => m.fromEmail),
  );
  return { thread: dto, items: await toMessageDtos(ctx.db, newest.reverse(), trusted) };
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
