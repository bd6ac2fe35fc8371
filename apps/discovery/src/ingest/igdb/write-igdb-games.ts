import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { games, gameTermIdColumns } from '../../db/schema.ts';
import { incoming, incomingDiffers } from '../../db/upsert-values.ts';

/** The fields asked of /games (companies through involved_companies, expanded). */
export const IGDB_GAME_FIELDS =
  'name,slug,summary,cover.image_id,first_release_date,genres,themes,keywords,platforms,' +
  'game_modes,player_perspectives,involved_companies.company,total_rating_count,updated_at';

export type IgdbGame = {
  id: number;
  name?: string;
  slug?: string;
  summary?: string;
  cover?: { id: number; image_id?: string };
  first_release_date?: number;
  genres?: number[];
  themes?: number[];
  keywords?: number[];
  platforms?: number[];
  game_modes?: number[];
  player_perspectives?: number[];
  involved_companies?: { id: number; company?: number }[];
  total_rating_count?: number;
  updated_at?: number;
};

const sorted = (ids: readonly number[] | undefined) =>
  [...new Set(ids ?? [])].sort((a, b) => a - b);

/** An IGDB game as a games row (arrays sorted and deduplicated, so reruns compare equal). */
export function igdbGameRow(g: IgdbGame) {
  const name = g.name ?? `IGDB game ${g.id}`;
  return {
    igdbId: g.id,
    name,
    slug: g.slug ?? String(g.id),
    summary: g.summary ?? null,
    coverUrl: g.cover?.image_id
      ? `https://images.igdb.com/igdb/image/upload/t_cover_big/${g.cover.image_id}.jpg`
      : null,
    firstReleaseDate:
      g.first_release_date === undefined
        ? null
        : new Date(g.first_release_date * 1000).toISOString().slice(0, 10),
    genreIds: sorted(g.genres),
    themeIds: sorted(g.themes),
    keywordIds: sorted(g.keywords),
    platformIds: sorted(g.platforms),
    gameModeIds: sorted(g.game_modes),
    perspectiveIds: sorted(g.player_perspectives),
    companyIds: sorted(g.involved_companies?.flatMap((c) => (c.company ? [c.company] : []))),
    popularity: g.total_rating_count ?? null,
    igdbUpdatedAt: g.updated_at === undefined ? null : new Date(g.updated_at * 1000).toISOString(),
    searchText: name.toLowerCase(),
  };
}

/** The columns an IGDB answer sets (all but the ids and the other sources' columns). */
const copied = [
  'name',
  'slug',
  'summary',
  'coverUrl',
  'firstReleaseDate',
  ...gameTermIdColumns,
  'popularity',
  'igdbUpdatedAt',
  'searchText',
] as const;

/** Upserts games by igdb_id; a row only changes (and its updated_at moves) when IGDB's did. */
export async function writeIgdbGames(db: DiscoveryDb, page: readonly IgdbGame[]): Promise<number> {
  if (page.length === 0) return 0;
  await db
    .insert(games)
    .values(page.map(igdbGameRow))
    .onConflictDoUpdate({
      target: games.igdbId,
      set: { ...incoming(games, copied), updatedAt: sql`now()` },
      setWhere: incomingDiffers(games, copied),
    });
  return page.length;
}
