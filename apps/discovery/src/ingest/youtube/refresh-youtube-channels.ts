import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql-params.ts';
import { chunks } from '../helix/helix-get.ts';
import { countWritten, type IngestContext, type IngestReport, nowOf } from '../ingest-context.ts';
import { recordFollowers } from '../shared/record-followers.ts';
import { youtubeGet } from './youtube-get.ts';
import type { YoutubeChannelList } from './youtube-types.ts';

/** channels.list takes up to 50 ids and costs 1 unit. */
export const YOUTUBE_CHANNELS_PER_CALL = 50;

/**
 * Statistics of known YouTube channels not yet refreshed today, 50 a call. A channel missing
 * from the answer was closed: deleted_at.
 */
export async function refreshYoutubeChannels(
  ctx: IngestContext,
  report: IngestReport,
): Promise<void> {
  const at = nowOf(ctx);
  const day = at.toISOString().slice(0, 10);
  const due = await rows<{ id: number; platform_id: string }>(
    ctx.db,
    sql`select c.id::float8 as id, c.platform_id from discovery.creators c
      where c.platform = 1 and c.deleted_at is null
        and not exists (select 1 from discovery.creator_follower_days d
                        where d.creator_id = c.id and d.day = ${day}::date)
      order by c.id`,
  );
  for (const group of chunks(due, YOUTUBE_CHANNELS_PER_CALL)) {
    const answer = await youtubeGet<YoutubeChannelList>(
      ctx,
      report,
      'channels',
      {
        part: 'snippet,statistics',
        id: group.map((c) => c.platform_id).join(','),
        maxResults: '50',
      },
      1,
    );
    const byId = new Map((answer.items ?? []).map((c) => [c.id, c]));
    for (const creator of group) {
      const channel = byId.get(creator.platform_id);
      if (!channel) {
        await ctx.db.execute(sql`update discovery.creators set deleted_at = ${at.toISOString()}, updated_at = now()
          where id = ${creator.id} and deleted_at is null`);
        countWritten(report, 'deletedCreators', 1);
        continue;
      }
      const s = channel.snippet;
      const handle = s?.customUrl ?? null;
      const name = s?.title ?? creator.platform_id;
      const country = /^[a-z]{2}$/i.test(s?.country ?? '')
        ? (s?.country ?? '').toUpperCase()
        : null;
      const language = /^[a-z]{2}/i.test(s?.defaultLanguage ?? '')
        ? (s?.defaultLanguage ?? '').slice(0, 2).toLowerCase()
        : null;
      const views = channel.statistics?.viewCount ? Number(channel.statistics.viewCount) : null;
      const videos = channel.statistics?.videoCount ? Number(channel.statistics.videoCount) : null;
      await ctx.db.execute(sql`update discovery.creators set handle = ${handle}, display_name = ${name},
          description = ${s?.description || null}, avatar_url = ${s?.thumbnails?.default?.url ?? null},
          url = ${`https://www.youtube.com/channel/${creator.platform_id}`},
          country = coalesce(${country}, country), language = coalesce(${language}, language),
          views = ${views}, videos = ${videos},
          search_text = ${`${handle ?? ''} ${name}`.trim().toLowerCase()}, updated_at = now()
        where id = ${creator.id}`);
      const subscribers = channel.statistics?.hiddenSubscriberCount
        ? null
        : Number(channel.statistics?.subscriberCount ?? 0);
      if (subscribers !== null) await recordFollowers(ctx.db, creator.id, subscribers, at);
      countWritten(report, 'channels', 1);
    }
  }
}
