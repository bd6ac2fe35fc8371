import { runHelixSnapshot } from './helix/run-helix-snapshot.ts';
import { runIgdbIngest } from './igdb/run-igdb-ingest.ts';
import type { IngestContext, IngestReport } from './ingest-context.ts';
import { runStatisticsRefresh } from './refresh-statistics.ts';
import { runDailyRefresh } from './run-daily-refresh.ts';
import { runYoutubeIngest } from './youtube/run-youtube-ingest.ts';

export type IngestJob = {
  name:
    | 'discovery-igdb'
    | 'discovery-twitch'
    | 'discovery-youtube'
    | 'discovery-daily'
    | 'discovery-statistics';
  run: (ctx: IngestContext) => Promise<IngestReport>;
  intervalMinutes: (ctx: IngestContext) => number;
};

/** The ingest jobs: plain async functions the local scheduler or the main server's queue runs. */
export const INGEST_JOBS: readonly IngestJob[] = [
  {
    name: 'discovery-igdb',
    run: runIgdbIngest,
    intervalMinutes: (c) => c.config.intervals.igdbMinutes,
  },
  {
    name: 'discovery-twitch',
    run: runHelixSnapshot,
    intervalMinutes: (c) => c.config.intervals.helixMinutes,
  },
  {
    name: 'discovery-youtube',
    run: runYoutubeIngest,
    intervalMinutes: (c) => c.config.intervals.youtubeMinutes,
  },
  { name: 'discovery-daily', run: runDailyRefresh, intervalMinutes: () => 24 * 60 },
  { name: 'discovery-statistics', run: runStatisticsRefresh, intervalMinutes: () => 60 },
];
