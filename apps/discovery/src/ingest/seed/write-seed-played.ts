import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { creatorGames, creatorGameWeeks } from '../../db/schema.ts';
import { intArrayParam, rows } from '../../db/sql-params.ts';
import type { SeedPlayed, SeedRefusal } from './seed-rows.ts';

/** A played row with its row number in the file (for its error, if it finds no match). */
export type NumberedPlayed = { row: number; played: SeedPlayed };

export type SeedPlayedResult = {
  /** Rows whose creator or game is not in the index, each with its reason. */
  errors: ({ row: number } & SeedRefusal)[];
  /** The creators whose creator_games were written (for refreshRecentGames). */
  creatorIds: number[];
};

type Pair = {
  creatorId: number;
  gameId: number;
  firstPlayedAt: string;
  lastPlayedAt: string;
  sessions: number;
  avgViewers: number | null;
  peakViewers: number | null;
};

/** The Monday (UTC) of the week holding the instant, as YYYY-MM-DD. */
export function mondayOf(instant: string): string {
  const d = new Date(instant);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back))
    .toISOString()
    .slice(0, 10);
}

const platformKey = (platform: number, platformId: string) => `${platform}:${platformId}`;

async function creatorIdsByKey(
  db: DiscoveryDb,
  played: readonly NumberedPlayed[],
): Promise<Map<string, number>> {
  const keys = [
    ...new Map(
      played.map(({ played: p }) => [
        platformKey(p.platform, p.platformId),
        { platform: p.platform, platform_id: p.platformId },
      ]),
    ).values(),
  ];
  // One jsonb parameter carries any text (commas, quotes) on both drivers.
  const found = await rows<{ id: number | string; platform: number; platform_id: string }>(
    db,
    sql`select c.id, c.platform, c.platform_id
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(platform int, platform_id text)
      join discovery.creators c on c.platform = k.platform and c.platform_id = k.platform_id`,
  );
  return new Map(found.map((c) => [platformKey(Number(c.platform), c.platform_id), Number(c.id)]));
}

async function gameIdsByKey(
  db: DiscoveryDb,
  played: readonly NumberedPlayed[],
): Promise<{ byIgdb: Map<number, number>; byTwitch: Map<string, number> }> {
  const igdbIds = [
    ...new Set(played.flatMap(({ played: p }) => (p.igdbId === undefined ? [] : [p.igdbId]))),
  ];
  const twitchIds = [
    ...new Set(
      played.flatMap(({ played: p }) =>
        p.igdbId === undefined && p.twitchGameId ? [p.twitchGameId] : [],
      ),
    ),
  ];
  const byIgdb = new Map<number, number>();
  const byTwitch = new Map<string, number>();
  if (igdbIds.length > 0) {
    const found = await rows<{ id: number; igdb_id: number }>(
      db,
      sql`select id, igdb_id from discovery.games where igdb_id = any(${intArrayParam(igdbIds)})`,
    );
    for (const g of found) byIgdb.set(Number(g.igdb_id), Number(g.id));
  }
  if (twitchIds.length > 0) {
    const found = await rows<{ id: number; twitch_game_id: string }>(
      db,
      sql`select id, twitch_game_id from discovery.games
        where twitch_game_id in (select jsonb_array_elements_text(${JSON.stringify(twitchIds)}::jsonb))`,
    );
    for (const g of found) byTwitch.set(g.twitch_game_id, Number(g.id));
  }
  return { byIgdb, byTwitch };
}

/**
 * Upserts the batch's played rows into creator_games (earliest first_played_at, latest
 * last_played_at, the row's sessions and viewers; viewers the row lacks stay as they were) and
 * creator_game_weeks (the week of lastPlayedAt, Monday UTC, with the row's sessions and average
 * viewers). The creator is found by platform + platformId, the game by igdbId, else
 * twitchGameId; a row whose creator or game is not in the index is refused with its reason.
 * Rows on the same creator and game inside one batch merge as if written one after another,
 * so the result does not depend on the batch size, and a file imported twice gives the same
 * rows.
 */
export async function writeSeedPlayed(
  db: DiscoveryDb,
  played: readonly NumberedPlayed[],
): Promise<SeedPlayedResult> {
  if (played.length === 0) return { errors: [], creatorIds: [] };
  const creatorsByKey = await creatorIdsByKey(db, played);
  const { byIgdb, byTwitch } = await gameIdsByKey(db, played);
  const errors: ({ row: number } & SeedRefusal)[] = [];
  const pairs = new Map<string, Pair>();
  const weeks = new Map<
    string,
    { creatorId: number; gameId: number; week: string; sessions: number; avgViewers: number | null }
  >();
  for (const { row, played: p } of played) {
    const creatorId = creatorsByKey.get(platformKey(p.platform, p.platformId));
    if (creatorId === undefined) {
      errors.push({ row, field: 'platformId', message: 'creator not found' });
      continue;
    }
    const gameId =
      p.igdbId !== undefined ? byIgdb.get(p.igdbId) : byTwitch.get(p.twitchGameId ?? '');
    if (gameId === undefined) {
      errors.push({
        row,
        field: p.igdbId !== undefined ? 'igdbId' : 'twitchGameId',
        message: 'game not found',
      });
      continue;
    }
    const lastPlayedAt = new Date(p.lastPlayedAt).toISOString();
    const firstPlayedAt = p.firstPlayedAt ? new Date(p.firstPlayedAt).toISOString() : lastPlayedAt;
    const sessions = p.sessions ?? 1;
    const key = `${creatorId}:${gameId}`;
    const before = pairs.get(key);
    pairs.set(key, {
      creatorId,
      gameId,
      // ISO 8601 UTC strings of one shape compare as the instants do.
      firstPlayedAt:
        before && before.firstPlayedAt < firstPlayedAt ? before.firstPlayedAt : firstPlayedAt,
      lastPlayedAt:
        before && before.lastPlayedAt > lastPlayedAt ? before.lastPlayedAt : lastPlayedAt,
      sessions,
      avgViewers: p.avgViewers ?? before?.avgViewers ?? null,
      peakViewers: p.peakViewers ?? before?.peakViewers ?? null,
    });
    const week = mondayOf(lastPlayedAt);
    const weekKey = `${key}:${week}`;
    weeks.set(weekKey, {
      creatorId,
      gameId,
      week,
      sessions,
      avgViewers: p.avgViewers ?? weeks.get(weekKey)?.avgViewers ?? null,
    });
  }
  if (pairs.size === 0) return { errors, creatorIds: [] };
  await db
    .insert(creatorGames)
    .values([...pairs.values()])
    .onConflictDoUpdate({
      target: [creatorGames.creatorId, creatorGames.gameId],
      set: {
        firstPlayedAt: sql`least(creator_games.first_played_at, excluded.first_played_at)`,
        lastPlayedAt: sql`greatest(creator_games.last_played_at, excluded.last_played_at)`,
        sessions: sql`excluded.sessions`,
        avgViewers: sql`coalesce(excluded.avg_viewers, creator_games.avg_viewers)`,
        peakViewers: sql`coalesce(excluded.peak_viewers, creator_games.peak_viewers)`,
      },
    });
  await db
    .insert(creatorGameWeeks)
    .values([...weeks.values()])
    .onConflictDoUpdate({
      target: [creatorGameWeeks.creatorId, creatorGameWeeks.gameId, creatorGameWeeks.week],
      set: {
        sessions: sql`excluded.sessions`,
        avgViewers: sql`coalesce(excluded.avg_viewers, creator_game_weeks.avg_viewers)`,
      },
    });
  return {
    errors,
    creatorIds: [...new Set([...pairs.values()].map((p) => p.creatorId))],
  };
}
