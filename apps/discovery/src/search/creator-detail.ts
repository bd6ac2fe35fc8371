import type { DiscoveryCreatorDetail } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { iso, isoDay, rows } from '../db/sql-params.ts';
import {
  type CreatorRow,
  creatorColumns,
  recentTopGames,
  toDiscoveryCreator,
} from './creator-rows.ts';

/** Games a creator's detail lists (latest played first) and weeks per game (latest). */
export const CREATOR_DETAIL_GAMES = 100;
export const CREATOR_DETAIL_WEEKS = 52;

/** A creator_games row's totals of one creator's play of one game, as read. */
export type PlayedTotals = {
  first_played_at: Date | string;
  last_played_at: Date | string;
  sessions: number;
  avg_viewers: number | null;
  peak_viewers: number | null;
};

type DetailRow = CreatorRow & {
  description: string | null;
  followers_30d_ago: number | null;
  views: number | null;
  videos: number | null;
  source: string;
  updated_at: Date | string;
};

/**
 * GET /influencer/{id}: the creator, and each game played with its totals and weekly series.
 * Null when there is no such creator, or the platform deleted it.
 */
export async function creatorDetail(
  db: DiscoveryDb,
  id: number,
): Promise<DiscoveryCreatorDetail | null> {
  const [creator] = await rows<DetailRow>(
    db,
    sql`select ${creatorColumns}, c.description, c.followers_30d_ago::float8 as followers_30d_ago,
        c.views::float8 as views, c.videos, c.source, c.updated_at
      from discovery.creators c where c.id = ${id} and c.deleted_at is null`,
  );
  if (!creator) return null;
  const [played, weeks, topGames] = await Promise.all([
    rows<PlayedTotals & { game_id: number; name: string; cover_url: string | null }>(
      db,
      sql`select cg.game_id, g.name, g.cover_url, cg.first_played_at, cg.last_played_at,
          cg.sessions, cg.avg_viewers, cg.peak_viewers
        from discovery.creator_games cg join discovery.games g on g.id = cg.game_id
        where cg.creator_id = ${id}
        order by cg.last_played_at desc, cg.game_id limit ${CREATOR_DETAIL_GAMES}`,
    ),
    rows<{ game_id: number; week: Date | string; sessions: number; avg_viewers: number | null }>(
      db,
      sql`select w.game_id, w.week, w.sessions, w.avg_viewers
        from discovery.creator_game_weeks w
        where w.creator_id = ${id}
          and w.week >= (current_date - ${CREATOR_DETAIL_WEEKS * 7}::int)
        order by w.game_id, w.week`,
    ),
    recentTopGames(db, [id]),
  ]);
  const weeksByGame = new Map<number, DiscoveryCreatorDetail['games'][number]['weeks']>();
  for (const w of weeks) {
    const series = weeksByGame.get(w.game_id) ?? [];
    series.push({ week: isoDay(w.week) ?? '', sessions: w.sessions, avgViewers: w.avg_viewers });
    weeksByGame.set(w.game_id, series);
  }
  return {
    ...toDiscoveryCreator(creator, topGames.get(id) ?? []),
    description: creator.description,
    followers30dAgo: creator.followers_30d_ago,
    views: creator.views,
    videos: creator.videos,
    source: creator.source,
    updatedAt: iso(creator.updated_at) ?? '',
    games: played.map((p) => ({
      game: { id: p.game_id, name: p.name, coverUrl: p.cover_url },
      firstPlayedAt: iso(p.first_played_at) ?? '',
      lastPlayedAt: iso(p.last_played_at) ?? '',
      sessions: p.sessions,
      avgViewers: p.avg_viewers,
      peakViewers: p.peak_viewers,
      weeks: weeksByGame.get(p.game_id) ?? [],
    })),
  };
}
