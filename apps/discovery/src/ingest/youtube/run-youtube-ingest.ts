import { type IngestContext, type IngestReport, nowOf } from '../ingest-context.ts';
import { writeCursor } from '../shared/ingest-cursor.ts';
import { runProviderJob } from '../shared/run-provider-job.ts';
import { refreshYoutubeChannels } from './refresh-youtube-channels.ts';
import { searchGameVideos } from './search-game-videos.ts';

/**
 * The YouTube job: the day's search budget finds channels playing tracked games, then every
 * known channel's statistics (new ones included) are refreshed once a day, 50 a call.
 */
export async function runYoutubeIngest(ctx: IngestContext): Promise<IngestReport> {
  return runProviderJob('youtube', Boolean(ctx.config.youtubeApiKey), async (report) => {
    await searchGameVideos(ctx, report);
    await refreshYoutubeChannels(ctx, report);
    await writeCursor(ctx.db, 'youtube', 'run', { at: nowOf(ctx).toISOString() });
  });
}
