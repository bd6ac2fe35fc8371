import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../db/sql-params.ts';
import { countWritten, type IngestContext, type IngestReport, nowOf } from '../ingest-context.ts';
import { chunks } from './chunks.ts';

export type DueCreator = { id: number; platform_id: string };

type RefreshDueCreators<T> = {
  /** 1 YouTube, 2 Twitch (contract ChannelType). */
  platform: number;
  /** The order of the due creators, and a limit if any. */
  orderBy: SQL;
  /** Ids one call takes. */
  perCall: number;
  /** A group's profiles from the provider, by platform id; a missing one was deleted there. */
  lookUp: (group: DueCreator[]) => Promise<Map<string, T>>;
  refresh: (creator: DueCreator, found: T, at: Date) => Promise<void>;
};

/**
 * The daily refresh of one platform's live creators that have no follower count for today,
 * `perCall` ids a call: a creator the provider no longer knows gets deleted_at, the others
 * their profile and followers.
 */
export async function refreshDueCreators<T>(
  ctx: IngestContext,
  report: IngestReport,
  options: RefreshDueCreators<T>,
): Promise<void> {
  const at = nowOf(ctx);
  const day = at.toISOString().slice(0, 10);
  const due = await rows<DueCreator>(
    ctx.db,
    sql`select c.id::float8 as id, c.platform_id from discovery.creators c
      where c.platform = ${options.platform} and c.deleted_at is null
        and not exists (select 1 from discovery.creator_follower_days d
                        where d.creator_id = c.id and d.day = ${day}::date)
      ${options.orderBy}`,
  );
  for (const group of chunks(due, options.perCall)) {
    const found = await options.lookUp(group);
    for (const creator of group) {
      const profile = found.get(creator.platform_id);
      if (profile === undefined) {
        await ctx.db.execute(sql`update discovery.creators set deleted_at = ${at.toISOString()}, updated_at = now()
          where id = ${creator.id} and deleted_at is null`);
        countWritten(report, 'deletedCreators', 1);
      } else {
        await options.refresh(creator, profile, at);
      }
    }
  }
}
