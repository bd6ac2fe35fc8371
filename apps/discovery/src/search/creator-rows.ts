import type { ChannelType, DiscoveryCreator, DiscoveryRef } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { bigintArrayParam, iso, rows } from '../db/sql-params.ts';

/** The columns of a creator item (alias `c`), bigints read as numbers. */
export const creatorColumns = sql`c.id::float8 as id, c.platform, c.platform_id, c.handle,
  c.display_name, c.avatar_url, c.url, c.language, c.country, c.followers::float8 as followers,
  c.avg_viewers, c.peak_viewers, c.last_active_at, c.growth_30d`;

export type CreatorRow = {
  id: number;
  platform: number;
  platform_id: string;
  handle: string | null;
  display_name: string;
  avatar_url: string | null;
  url: string | null;
  language: string | null;
  country: string | null;
  followers: number;
  avg_viewers: number | null;
  peak_viewers: number | null;
  last_active_at: Date | string | null;
  growth_30d: number | null;
};

/** Games each creator played in the last 30 days, most viewed first, at most `perCreator`. */
export async function recentTopGames(
  db: DiscoveryDb,
  creatorIds: readonly number[],
  perCreator = 3,
): Promise<Map<number, DiscoveryRef[]>> {
  const byCreator = new Map<number, DiscoveryRef[]>();
  if (creatorIds.length === 0) return byCreator;
  const found = await rows<{ creator_id: number; id: number; name: string }>(
    db,
    sql`select top.creator_id::float8 as creator_id, g.id, g.name
      from unnest(${bigintArrayParam(creatorIds)}) as ids(creator_id)
      cross join lateral (
        select cg.creator_id, cg.game_id from discovery.creator_games cg
        where cg.creator_id = ids.creator_id
          and cg.last_played_at >= now() - interval '30 days'
        order by cg.avg_viewers desc nulls last, cg.last_played_at desc, cg.game_id
        limit ${perCreator}
      ) top
      join discovery.games g on g.id = top.game_id
      order by top.creator_id`,
  );
  for (const row of found) {
    byCreator.set(row.creator_id, [
      ...(byCreator.get(row.creator_id) ?? []),
      { id: row.id, name: row.name },
    ]);
  }
  return byCreator;
}

export function toDiscoveryCreator(row: CreatorRow, topGames: DiscoveryRef[]): DiscoveryCreator {
  return {
    id: row.id,
    platform: row.platform as ChannelType,
    platformId: row.platform_id,
    handle: row.handle,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    url: row.url,
    language: row.language,
    country: row.country,
    followers: row.followers,
    avgViewers: row.avg_viewers,
    peakViewers: row.peak_viewers,
    lastActiveAt: iso(row.last_active_at),
    growth30d: row.growth_30d,
    topGames,
  };
}
