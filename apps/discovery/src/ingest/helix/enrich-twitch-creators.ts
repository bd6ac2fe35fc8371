import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql-params.ts';
import { countWritten, type IngestContext, type IngestReport, nowOf } from '../ingest-context.ts';
import { recordFollowers } from '../shared/record-followers.ts';
import { chunks, helixGet } from './helix-get.ts';
import type { HelixChannel, HelixUser } from './helix-types.ts';

/**
 * Once a day per Twitch creator (those without today's follower count, up to
 * config.helixFollowerChecksPerRun): profile from /users and language from /channels, 100 ids
 * a call, and the follower total. A user /users no longer returns was deleted: deleted_at.
 */
export async function enrichTwitchCreators(
  ctx: IngestContext,
  report: IngestReport,
): Promise<void> {
  const at = nowOf(ctx);
  const day = at.toISOString().slice(0, 10);
  const due = await rows<{ id: number; platform_id: string }>(
    ctx.db,
    sql`select c.id::float8 as id, c.platform_id from discovery.creators c
      where c.platform = 2 and c.deleted_at is null
        and not exists (select 1 from discovery.creator_follower_days d
                        where d.creator_id = c.id and d.day = ${day}::date)
      order by c.last_active_at desc nulls last, c.id
      limit ${ctx.config.helixFollowerChecksPerRun}`,
  );
  for (const group of chunks(due, 100)) {
    const query = group.map((c): [string, string] => ['id', c.platform_id]);
    const users = await helixGet<HelixUser>(ctx, report, 'users', query);
    const channels = await helixGet<HelixChannel>(
      ctx,
      report,
      'channels',
      group.map((c): [string, string] => ['broadcaster_id', c.platform_id]),
    );
    const userById = new Map(users.data.map((u) => [u.id, u]));
    const channelById = new Map(channels.data.map((c) => [c.broadcaster_id, c]));
    for (const creator of group) {
      const user = userById.get(creator.platform_id);
      if (!user) {
        await ctx.db.execute(sql`update discovery.creators set deleted_at = ${at.toISOString()}, updated_at = now()
          where id = ${creator.id} and deleted_at is null`);
        countWritten(report, 'deletedCreators', 1);
        continue;
      }
      const channel = channelById.get(creator.platform_id);
      const language = /^[a-z]{2}$/i.test(channel?.broadcaster_language ?? '')
        ? channel?.broadcaster_language.toLowerCase()
        : null;
      await ctx.db.execute(sql`update discovery.creators set handle = ${user.login},
          display_name = ${user.display_name}, description = ${user.description || null},
          avatar_url = ${user.profile_image_url || null}, language = coalesce(${language ?? null}, language),
          search_text = ${`${user.login} ${user.display_name}`.toLowerCase()}, updated_at = now()
        where id = ${creator.id} and (handle, display_name, description, avatar_url, language) is distinct from
          (${user.login}, ${user.display_name}, ${user.description || null}, ${user.profile_image_url || null},
           coalesce(${language ?? null}, language))`);
      const followers = await helixGet<never>(ctx, report, 'channels/followers', [
        ['broadcaster_id', creator.platform_id],
        ['first', '1'],
      ]);
      await recordFollowers(ctx.db, creator.id, followers.total ?? 0, at);
      countWritten(report, 'enrichedCreators', 1);
    }
  }
}
