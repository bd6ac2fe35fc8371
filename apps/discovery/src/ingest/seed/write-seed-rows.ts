import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { creators, games, gameTermIdColumns, terms } from '../../db/schema.ts';
import { incoming, incomingUnlessNull } from '../../db/upsert-values.ts';
import type { SeedCreator, SeedGame, SeedTerm } from './seed-rows.ts';

// Upserts keyed as the ingest keys them (creators by platform + platform_id, games by
// igdb_id, else twitch_game_id): importing a file twice, or resuming, gives the same rows.
// A row repeated inside one batch keeps its last occurrence (one statement may not touch a
// row twice). search_text is the tables' triggers' (migration 0003).

/** A name as a URL slug, where the seed file gives none: "Baldur's Gate 3" -> "baldur-s-gate-3". */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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
          lastActiveAt: c.lastActiveAt ?? null,
          source: 'seed',
        };
      }),
    )
    .onConflictDoUpdate({
      target: [creators.platform, creators.platformId],
      set: {
        ...incoming(creators, ['displayName', 'followers']),
        ...incomingUnlessNull(creators, [
          'handle',
          'description',
          'avatarUrl',
          'url',
          'language',
          'country',
          'followers30dAgo',
          'growth30d',
          'avgViewers',
          'peakViewers',
          'views',
          'videos',
        ]),
        lastActiveAt: sql`greatest(excluded.last_active_at, creators.last_active_at)`,
      },
    });
}

function gameValues(g: SeedGame) {
  const ids = (v: number[] | undefined) => [...new Set(v ?? [])].sort((a, b) => a - b);
  return {
    igdbId: g.igdbId ?? null,
    twitchGameId: g.twitchGameId ?? null,
    name: g.name,
    slug: g.slug ?? slugOf(g.name),
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
  };
}

const gameSet = {
  ...incoming(games, ['name', 'slug', ...gameTermIdColumns]),
  ...incomingUnlessNull(games, ['summary', 'coverUrl', 'firstReleaseDate', 'popularity']),
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
          ...incomingUnlessNull(games, ['twitchGameId']),
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

/** Terms by kind and id (IGDB's): the names the games' term ids show as. */
export async function writeSeedTerms(db: DiscoveryDb, rows: readonly SeedTerm[]): Promise<void> {
  const unique = lastByKey(rows, (t) => `${t.kind}:${t.id}`);
  if (unique.length === 0) return;
  await db
    .insert(terms)
    .values(
      unique.map((t) => ({
        kind: t.kind,
        id: t.id,
        name: t.name,
        slug: t.slug ?? slugOf(t.name),
      })),
    )
    .onConflictDoUpdate({
      target: [terms.kind, terms.id],
      set: incoming(terms, ['name', 'slug']),
    });
}
