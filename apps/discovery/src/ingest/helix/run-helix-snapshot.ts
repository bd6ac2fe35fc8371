import {
  countWritten,
  emptyReport,
  type IngestContext,
  type IngestReport,
  nowOf,
} from '../ingest-context.ts';
import { writeCursor } from '../shared/ingest-cursor.ts';
import { runUntilStopped } from '../shared/run-until-stopped.ts';
import { enrichTwitchCreators } from './enrich-twitch-creators.ts';
import { helixGet } from './helix-get.ts';
import type { HelixStream } from './helix-types.ts';
import { trackTopGames } from './track-top-games.ts';
import { writeStreamSnapshot } from './write-stream-snapshot.ts';

/**
 * The Twitch job, every few minutes: the top games, their live streams (paged by cursor),
 * written as one snapshot, then the day's enrichment of creators (users, channels, followers).
 */
export async function runHelixSnapshot(ctx: IngestContext): Promise<IngestReport> {
  const report = emptyReport('twitch');
  if (!ctx.config.twitchClientId || !ctx.config.twitchClientSecret) {
    report.stoppedBy = 'not-configured';
    return report;
  }
  const at = nowOf(ctx);
  // Snapshots in the same interval slot count one sample per stream.
  const slot = Math.floor(at.getTime() / (ctx.config.intervals.helixMinutes * 60_000));
  return runUntilStopped(report, async () => {
    const tracked = await trackTopGames(ctx, report);
    const seen: { stream: HelixStream; gameId: number }[] = [];
    for (const game of tracked) {
      let after: string | undefined;
      for (let page = 0; page < ctx.config.helixStreamPagesPerGame; page++) {
        const answer = await helixGet<HelixStream>(ctx, report, 'streams', [
          ['game_id', game.twitchGameId],
          ['first', '100'],
          ...(after ? ([['after', after]] as [string, string][]) : []),
        ]);
        for (const stream of answer.data) {
          if (stream.type === 'live') seen.push({ stream, gameId: game.gameId });
        }
        after = answer.pagination?.cursor;
        if (!after || answer.data.length === 0) break;
      }
    }
    const creatorIds = await writeStreamSnapshot(ctx.db, seen, at, slot);
    countWritten(report, 'streams', seen.length);
    countWritten(report, 'creators', new Set(creatorIds).size);
    await enrichTwitchCreators(ctx, report);
    await writeCursor(ctx.db, 'twitch', 'snapshot', {
      at: at.toISOString(),
      games: tracked.length,
    });
  });
}
