import { helixStreams } from '@app/contract/providers';
import { countWritten, type IngestContext, type IngestReport, nowOf } from '../ingest-context.ts';
import { writeCursor } from '../shared/ingest-cursor.ts';
import { runProviderJob } from '../shared/run-provider-job.ts';
import { twitchConfigured } from '../shared/twitch-app-token.ts';
import { enrichTwitchCreators } from './enrich-twitch-creators.ts';
import { helixPages } from './helix-get.ts';
import type { HelixStream } from './helix-types.ts';
import { trackTopGames } from './track-top-games.ts';
import { writeStreamSnapshot } from './write-stream-snapshot.ts';

/**
 * The Twitch job, every few minutes: the top games, their live streams (paged by cursor),
 * written as one snapshot, then the day's enrichment of creators (users, channels, followers).
 */
export async function runHelixSnapshot(ctx: IngestContext): Promise<IngestReport> {
  const at = nowOf(ctx);
  // Snapshots in the same interval slot count one sample per stream.
  const slot = Math.floor(at.getTime() / (ctx.config.intervals.helixMinutes * 60_000));
  return runProviderJob('twitch', twitchConfigured(ctx), async (report) => {
    const tracked = await trackTopGames(ctx, report);
    const seen: { stream: HelixStream; gameId: number }[] = [];
    for (const game of tracked) {
      const pages = helixPages(
        ctx,
        report,
        'streams',
        [
          ['game_id', game.twitchGameId],
          ['first', '100'],
        ],
        helixStreams,
        ctx.config.helixStreamPagesPerGame,
      );
      for await (const answer of pages) {
        for (const stream of answer.data) {
          if (stream.type === 'live') seen.push({ stream, gameId: game.gameId });
        }
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
