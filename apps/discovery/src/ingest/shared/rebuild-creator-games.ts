import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { bigintArrayParam } from '../../db/sql-params.ts';
import { refreshRecentGames } from '../../search/refresh-recent-games.ts';

/**
 * Rebuilds the played-game rows, weekly series and viewer stats of the given creators from
 * their observed sessions (streams, videos). Derived rather than incremented, so a rerun over
 * the same observations writes the same rows. Then the "played recently" array.
 */
export async function rebuildCreatorGames(
  db: DiscoveryDb,
  creatorIds: readonly number[],
): Promise<void> {
  if (creatorIds.length === 0) return;
  const ids = bigintArrayParam([...new Set(creatorIds)]);
  await db.execute(sql`insert into discovery.creator_games
      (creator_id, game_id, first_played_at, last_played_at, sessions, avg_viewers, peak_viewers)
    select creator_id, game_id, min(started_at), max(last_seen_at), count(*)::int,
      round(avg(viewer_sum::float8 / nullif(samples, 0)))::int, max(peak_viewers)
    from discovery.creator_sessions where creator_id = any(${ids}) group by creator_id, game_id
    on conflict (creator_id, game_id) do update set
      first_played_at = least(creator_games.first_played_at, excluded.first_played_at),
      last_played_at = greatest(creator_games.last_played_at, excluded.last_played_at),
      sessions = excluded.sessions, avg_viewers = excluded.avg_viewers,
      peak_viewers = excluded.peak_viewers`);
  await db.execute(sql`insert into discovery.creator_game_weeks (creator_id, game_id, week, sessions, avg_viewers)
    select creator_id, game_id, date_trunc('week', started_at at time zone 'UTC')::date, count(*)::int,
      round(avg(viewer_sum::float8 / nullif(samples, 0)))::int
    from discovery.creator_sessions where creator_id = any(${ids}) group by 1, 2, 3
    on conflict (creator_id, game_id, week) do update set
      sessions = excluded.sessions, avg_viewers = excluded.avg_viewers`);
  // Viewer stats over the last 30 days of streams; last active from any session.
  await db.execute(sql`update discovery.creators c set
      avg_viewers = coalesce(s.avg_viewers, c.avg_viewers),
      peak_viewers = coalesce(s.peak_viewers, c.peak_viewers),
      last_active_at = greatest(c.last_active_at, s.last_seen_at),
      updated_at = now()
    from (select creator_id,
            round(avg(viewer_sum::float8 / nullif(samples, 0))
              filter (where last_seen_at >= now() - interval '30 days'))::int as avg_viewers,
            max(peak_viewers) filter (where last_seen_at >= now() - interval '30 days') as peak_viewers,
            max(last_seen_at) as last_seen_at
          from discovery.creator_sessions where creator_id = any(${ids}) group by creator_id) s
    where c.id = s.creator_id
      and (c.avg_viewers, c.peak_viewers, c.last_active_at) is distinct from
          (coalesce(s.avg_viewers, c.avg_viewers), coalesce(s.peak_viewers, c.peak_viewers),
           greatest(c.last_active_at, s.last_seen_at))`);
  await refreshRecentGames(db, creatorIds);
}
