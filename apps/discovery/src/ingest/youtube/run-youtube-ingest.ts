import { emptyReport, type IngestContext, type IngestReport, nowOf } from '../ingest-context.ts';
import { writeCursor } from '../shared/ingest-cursor.ts';
import { runUntilStopped } from '../shared/run-until-stopped.ts';
import { refreshYoutubeChannels } from './refresh-youtube-channels.ts';
import { searchGameVideos } from './search-game-videos.ts';

/**
 * The YouTube job: the day's search budget finds channels playing tracked games, then every
 * known channel's statistics (new ones included) are refreshed once a day, 50 a call.
 */
export async function runYoutubeIngest(ctx: IngestContext): Promise<IngestReport> {
  const report = emptyReport('youtube');
  if (!ctx.config.youtubeApiKey) {
    report.stoppedBy = 'not-configured';
    return report;
  }
  return runUntilStopped(report, async () => {
    await searchGameVideos(ctx, report);
    await refreshYoutubeChannels(ctx, report);
    await writeCursor(ctx.db, 'youtube', 'run', { at: nowOf(ctx).toISOString() });
  });
}
