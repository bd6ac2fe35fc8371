import { youtubeSearchList } from '@app/contract/providers';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql-params.ts';
import { countWritten, type IngestContext, type IngestReport } from '../ingest-context.ts';
import { readCursor, writeCursor } from '../shared/ingest-cursor.ts';
import { IngestStopped } from '../shared/ingest-stopped.ts';
import { pacificDayWindow, spendQuota } from '../shared/quota-ledger.ts';
import { rebuildCreatorGames } from '../shared/rebuild-creator-games.ts';
import { matchGameByTitle } from './match-game-by-title.ts';
import { youtubeGet } from './youtube-get.ts';

/** search.list costs 100 units. */
export const YOUTUBE_SEARCH_UNITS = 100;

/**
 * The daily search budget: for each tracked game (most popular first) up to
 * config.youtubeSearchesPerGame search.list calls a Pacific day, each continuing where the
 * last left off (pageToken). A video's channel becomes a creator when its title matches a game.
 */
export async function searchGameVideos(ctx: IngestContext, report: IngestReport): Promise<void> {
  const tracked = await rows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, name from discovery.games
      order by popularity desc nulls last, id limit ${ctx.config.youtubeTrackedGames}`,
  );
  const creatorIds: number[] = [];
  for (const game of tracked) {
    for (let i = 0; i < ctx.config.youtubeSearchesPerGame; i++) {
      try {
        await spendQuota(
          ctx.db,
          `youtube-search:${game.id}`,
          pacificDayWindow(new Date()),
          ctx.config.youtubeSearchesPerGame,
        );
      } catch (error) {
        // This game's budget is spent for today: the next game's may not be.
        if (error instanceof IngestStopped && error.reason === 'quota') break;
        throw error;
      }
      const key = `search:${game.id}`;
      const cursor = await readCursor<{ pageToken: string | null }>(ctx.db, 'youtube', key);
      const answer = await youtubeGet(
        ctx,
        report,
        'search',
        {
          part: 'snippet',
          type: 'video',
          q: game.name,
          maxResults: '50',
          order: 'date',
          ...(cursor?.pageToken ? { pageToken: cursor.pageToken } : {}),
        },
        YOUTUBE_SEARCH_UNITS,
        youtubeSearchList,
      );
      for (const video of answer.items ?? []) {
        const { videoId } = video.id;
        const { title, publishedAt, channelId, channelTitle } = video.snippet ?? {};
        // The definition leaves every field optional: a result without them names no video.
        if (!videoId || !title || !publishedAt || !channelId) continue;
        const gameId = await matchGameByTitle(ctx.db, title, game.id);
        if (gameId === null) continue;
        const snippet = { publishedAt, channelId, channelTitle: channelTitle ?? channelId };
        creatorIds.push(await writeVideo(ctx, videoId, snippet, gameId));
        countWritten(report, 'videos', 1);
      }
      await writeCursor(ctx.db, 'youtube', key, { pageToken: answer.nextPageToken ?? null });
    }
  }
  await rebuildCreatorGames(ctx.db, creatorIds);
}

async function writeVideo(
  ctx: IngestContext,
  videoId: string,
  snippet: { publishedAt: string; channelId: string; channelTitle: string },
  gameId: number,
): Promise<number> {
  const [creator] = await rows<{ id: number }>(
    ctx.db,
    sql`insert into discovery.creators (platform, platform_id, display_name, url, search_text, source)
      values (1, ${snippet.channelId}, ${snippet.channelTitle},
        ${`https://www.youtube.com/channel/${snippet.channelId}`}, ${snippet.channelTitle.toLowerCase()}, 'youtube')
      on conflict (platform, platform_id) do update set platform_id = excluded.platform_id
      returning id`,
  );
  if (!creator) throw new Error(`Channel ${snippet.channelId} was not written`);
  await ctx.db.execute(sql`insert into discovery.creator_sessions
      (kind, session_id, game_id, creator_id, started_at, last_seen_at)
    values ('video', ${videoId}, ${gameId}, ${creator.id}, ${snippet.publishedAt}, ${snippet.publishedAt})
    on conflict (kind, session_id, game_id) do nothing`);
  // bigint: node-postgres answers text, PGlite a number.
  return Number(creator.id);
}
