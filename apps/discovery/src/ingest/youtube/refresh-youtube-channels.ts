import { type YoutubeChannel, youtubeChannelList } from '@app/contract/providers';
import { sql } from 'drizzle-orm';
import { countWritten, type IngestContext, type IngestReport } from '../ingest-context.ts';
import { recordFollowers } from '../shared/record-followers.ts';
import { refreshDueCreators } from '../shared/refresh-due-creators.ts';
import { youtubeGet } from './youtube-get.ts';

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
  await refreshDueCreators<YoutubeChannel>(ctx, report, {
    platform: 1,
    orderBy: sql`order by c.id`,
    perCall: YOUTUBE_CHANNELS_PER_CALL,
    lookUp: async (group) => {
      const answer = await youtubeGet(
        ctx,
        report,
        'channels',
        {
          part: 'snippet,statistics',
          id: group.map((c) => c.platform_id).join(','),
          maxResults: '50',
        },
        1,
        youtubeChannelList,
      );
      return new Map((answer.items ?? []).map((c) => [c.id, c]));
    },
    refresh: async (creator, channel, at) => {
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
    },
  });
}
