import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { creatorSessions, creators } from '../../db/schema.ts';
import { chunks } from '../shared/chunks.ts';
import { rebuildCreatorGames } from '../shared/rebuild-creator-games.ts';
import type { HelixStream } from './helix-types.ts';

// Rows per statement: a 100 x 100 snapshot is ten statements, not ten thousand round trips.
const ROWS_PER_STATEMENT = 1000;

/**
 * Writes one snapshot of live streams: the streamers as creators (platform 2; deletion is
 * decided by /users alone, so a snapshot never revives a deleted account), each stream
 * as a session sampled once per snapshot slot (a rerun in the same slot adds nothing), then
 * the creators' played games and viewer stats rebuilt. Returns the creators' ids.
 */
export async function writeStreamSnapshot(
  db: DiscoveryDb,
  streams: readonly { stream: HelixStream; gameId: number }[],
  at: Date,
  slot: number,
): Promise<number[]> {
  const idByUser = new Map<string, number>();
  const streamers = [...new Map(streams.map((s) => [s.stream.user_id, s.stream])).values()];
  for (const group of chunks(streamers, ROWS_PER_STATEMENT)) {
    const written = await db
      .insert(creators)
      .values(
        group.map((s) => ({
          platform: 2,
          platformId: s.user_id,
          handle: s.user_login,
          displayName: s.user_name,
          url: `https://www.twitch.tv/${s.user_login}`,
          language: /^[a-z]{2}$/i.test(s.language) ? s.language.toLowerCase() : null,
          searchText: `${s.user_login} ${s.user_name}`.toLowerCase(),
          source: 'twitch',
          lastActiveAt: at.toISOString(),
        })),
      )
      .onConflictDoUpdate({
        target: [creators.platform, creators.platformId],
        set: {
          handle: sql`excluded.handle`,
          displayName: sql`excluded.display_name`,
          url: sql`excluded.url`,
          language: sql`coalesce(excluded.language, creators.language)`,
          searchText: sql`excluded.search_text`,
        },
      })
      .returning({ id: creators.id, platformId: creators.platformId });
    for (const row of written) idByUser.set(row.platformId, Number(row.id));
  }
  // One sample per stream and game in this snapshot (a stream listed twice counts once).
  const sessions = [...new Map(streams.map((s) => [`${s.stream.id}:${s.gameId}`, s])).values()];
  for (const group of chunks(sessions, ROWS_PER_STATEMENT)) {
    await db
      .insert(creatorSessions)
      .values(
        group.map(({ stream, gameId }) => ({
          kind: 'stream',
          sessionId: stream.id,
          gameId,
          creatorId: idByUser.get(stream.user_id) ?? 0,
          startedAt: stream.started_at,
          lastSeenAt: at.toISOString(),
          samples: 1,
          viewerSum: stream.viewer_count,
          peakViewers: stream.viewer_count,
          lastSampleSlot: slot,
        })),
      )
      .onConflictDoUpdate({
        target: [creatorSessions.kind, creatorSessions.sessionId, creatorSessions.gameId],
        set: {
          lastSeenAt: sql`greatest(creator_sessions.last_seen_at, excluded.last_seen_at)`,
          samples: sql`creator_sessions.samples + (creator_sessions.last_sample_slot < excluded.last_sample_slot)::int`,
          viewerSum: sql`creator_sessions.viewer_sum + case
            when creator_sessions.last_sample_slot < excluded.last_sample_slot then excluded.viewer_sum else 0 end`,
          peakViewers: sql`greatest(creator_sessions.peak_viewers, excluded.peak_viewers)`,
          lastSampleSlot: sql`greatest(creator_sessions.last_sample_slot, excluded.last_sample_slot)`,
        },
      });
  }
  const creatorIds = [...idByUser.values()];
  await rebuildCreatorGames(db, creatorIds);
  return creatorIds;
}
