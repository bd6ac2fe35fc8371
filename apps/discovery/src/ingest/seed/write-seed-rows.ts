import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { creators, games } from '../../db/schema.ts';
import type { SeedCreator, SeedGame } from './seed-rows.ts';

// Upserts keyed as the ingest keys them (creators by platform + platform_id, games by
// igdb_id, else twitch_game_id): importing a file twice, or resuming, gives the same rows.
// A row repeated inside one batch keeps its last occurrence (one statement may not touch a
// row twice).

function lastByKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((i) => [key(i), i])).values()];
}

export async function writeSeedCreators(
  db: DiscoveryDb,
  rows: readonly SeedCreator[],
): Promise<void> {
  const unique = lastByKey(rows, (c) => `${c.platform}:${c.platformId}`);
  if (unique.length === 0) return;
  await db
    .insert(creators)
    .values(
      unique.map((c) => {
        const ago = c.followers30dAgo ?? null;
        const followers = c.followers ?? 0;
        return {
          platform: c.platform,
          platformId: c.platformId,
          handle: c.handle ?? null,
          displayName: c.displayName,
          description: c.description ?? null,
          avatarUrl: c.avatarUrl ?? null,
          url: c.url ?? null,
          language: c.language ?? null,
          country: c.country ?? null,
          followers,
          followers30dAgo: ago,
          growth30d: ago ? (followers - ago) / ago : null,
          avgViewers: c.avgViewers ?? null,
          peakViewers: c.peakViewers ?? null,
          views: c.views ?? null,
          videos: c.videos ?? null,
          lastActiveAt: c.lastActiveAt ? new Date(c.lastActiveAt).toISOString() : null,
          searchText: `${c.handle ?? ''} ${c.displayName}`.trim().toLowerCase(),
          source: 'seed',
        };
      }),
    )
    .onConflictDoUpdate({
      target: [creators.platform, creators.platformId],
      set: {
        handle: sql`coalesce(excluded.handle, creators.handle)`,
        displayName: sql`excluded.display_name`,
        description: sql`coalesce(excluded.description, creators.description)`,
        avatarUrl: sql`coalesce(excluded.avatar_url, creators.avatar_url)`,
        url: sql`coalesce(excluded.url, creators.url)`,
        language: sql`coalesce(excluded.language, creators.language)`,
        country: sql`coalesce(excluded.country, creators.country)`,
        followers: sql`excluded.followers`,
        followers30dAgo: sql`coalesce(excluded.followers_30d_ago, creators.followers_30d_ago)`,
        growth30d: sql`coalesce(excluded.growth_30d, creators.growth_30d)`,
        avgViewers: sql`coalesce(excluded.avg_viewers, creators.avg_viewers)`,
        peakViewers: sql`coalesce(excluded.peak_viewers, creators.peak_viewers)`,
        views: sql`coalesce(excluded.views, creators.views)`,
        videos: sql`coalesce(excluded.videos, creators.videos)`,
        lastActiveAt: sql`greatest(excluded.last_active_at, creators.last_active_at)`,
        searchText: sql`lower(trim(coalesce(excluded.handle, creators.handle, '') || ' ' || excluded.display_name))`,
      },
    });
}

function gameValues(g: SeedGame) {
  const ids = (v: number[] | undefined) => [...new Set(v ?? [])].sort((a, b) => a - b);
  return {
    igdbId: g.igdbId ?? null,
    twitchGameId: g.twitchGameId ?? null,
    name: g.name,
    slug:
      g.slug ??
      g.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    summary: g.summary ?? null,
    coverUrl: g.coverUrl ?? null,
    firstReleaseDate: g.firstReleaseDate ?? null,
    genreIds: ids(g.genreIds),
    themeIds: ids(g.themeIds),
    keywordIds: ids(g.keywordIds),
    platformIds: ids(g.platformIds),
    gameModeIds: ids(g.gameModeIds),
    perspectiveIds: ids(g.perspectiveIds),
    companyIds: ids(g.companyIds),
    popularity: g.popularity ?? null,
    searchText: g.name.toLowerCase(),
  };
}

const gameSet = {
  name: sql`excluded.name`,
  slug: sql`excluded.slug`,
  summary: sql`coalesce(excluded.summary, games.summary)`,
  coverUrl: sql`coalesce(excluded.cover_url, games.cover_url)`,
  firstReleaseDate: sql`coalesce(excluded.first_release_date, games.first_release_date)`,
  genreIds: sql`excluded.genre_ids`,
  themeIds: sql`excluded.theme_ids`,
  keywordIds: sql`excluded.keyword_ids`,
  platformIds: sql`excluded.platform_ids`,
  gameModeIds: sql`excluded.game_mode_ids`,
  perspectiveIds: sql`excluded.perspective_ids`,
  companyIds: sql`excluded.company_ids`,
  popularity: sql`coalesce(excluded.popularity, games.popularity)`,
  searchText: sql`excluded.search_text`,
};

export async function writeSeedGames(db: DiscoveryDb, rows: readonly SeedGame[]): Promise<void> {
  const byIgdb = lastByKey(
    rows.filter((g) => g.igdbId !== undefined),
    (g) => String(g.igdbId),
  );
  const byTwitch = lastByKey(
    rows.filter((g) => g.igdbId === undefined),
    (g) => g.twitchGameId ?? '',
  );
  if (byIgdb.length > 0) {
    await db
      .insert(games)
      .values(byIgdb.map(gameValues))
      .onConflictDoUpdate({
        target: games.igdbId,
        set: {
          ...gameSet,
          twitchGameId: sql`coalesce(excluded.twitch_game_id, games.twitch_game_id)`,
        },
      });
  }
  if (byTwitch.length > 0) {
    await db
      .insert(games)
      .values(byTwitch.map(gameValues))
      .onConflictDoUpdate({ target: games.twitchGameId, set: gameSet });
  }
}
