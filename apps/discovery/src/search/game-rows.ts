import {
  DISCOVERY_TERM_KINDS,
  type DiscoveryGame,
  type DiscoveryRef,
  type DiscoveryTermKind,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { intArrayParam, isoDay, rows } from '../db/sql-params.ts';

/** The columns of a game item (alias `g`). */
export const gameColumns = sql`g.id, g.igdb_id, g.twitch_game_id, g.name, g.slug, g.summary,
  g.cover_url, g.first_release_date, g.popularity, g.genre_ids, g.theme_ids, g.keyword_ids,
  g.platform_ids, g.game_mode_ids, g.perspective_ids, g.company_ids`;

export type GameRow = {
  id: number;
  igdb_id: number | null;
  twitch_game_id: string | null;
  name: string;
  slug: string;
  summary: string | null;
  cover_url: string | null;
  first_release_date: Date | string | null;
  popularity: number | null;
  genre_ids: number[];
  theme_ids: number[];
  keyword_ids: number[];
  platform_ids: number[];
  game_mode_ids: number[];
  perspective_ids: number[];
  company_ids: number[];
};

const idsOf = (row: GameRow, kind: DiscoveryTermKind): number[] =>
  ({
    genre: row.genre_ids,
    theme: row.theme_ids,
    keyword: row.keyword_ids,
    platform: row.platform_ids,
    gameMode: row.game_mode_ids,
    perspective: row.perspective_ids,
    company: row.company_ids,
  })[kind];

/** Term names for the games' ids, one query: "kind:id" -> name. */
export async function termNames(
  db: DiscoveryDb,
  games: readonly GameRow[],
  kinds: readonly DiscoveryTermKind[],
): Promise<Map<string, string>> {
  const wanted: SQL[] = [];
  for (const kind of kinds) {
    const ids = [...new Set(games.flatMap((g) => idsOf(g, kind)))];
    if (ids.length > 0) {
      wanted.push(sql`(t.kind = ${kind} and t.id = any(${intArrayParam(ids)}))`);
    }
  }
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const found = await rows<{ kind: string; id: number; name: string }>(
    db,
    sql`select t.kind, t.id, t.name from discovery.terms t where ${sql.join(wanted, sql` or `)}`,
  );
  for (const t of found) names.set(`${t.kind}:${t.id}`, t.name);
  return names;
}

/** A game's terms of one kind, named; ids without a stored term are left out. */
export function namedTerms(
  row: GameRow,
  kind: DiscoveryTermKind,
  names: Map<string, string>,
): DiscoveryRef[] {
  return idsOf(row, kind).flatMap((id) => {
    const name = names.get(`${kind}:${id}`);
    return name === undefined ? [] : [{ id, name }];
  });
}

/** How many creators played each game in the last 30 days. */
export async function recentCreatorCounts(
  db: DiscoveryDb,
  gameIds: readonly number[],
): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const found = await rows<{ game_id: number; n: number }>(
    db,
    sql`select cg.game_id, count(*)::int as n from discovery.creator_games cg
      join discovery.creators c on c.id = cg.creator_id and c.deleted_at is null
      where cg.game_id = any(${intArrayParam(gameIds)})
        and cg.last_played_at >= now() - interval '30 days'
      group by cg.game_id`,
  );
  return new Map(found.map((r) => [r.game_id, r.n]));
}

/** Every kind a list item shows (keywords only in the detail: a game may have hundreds). */
export const LIST_TERM_KINDS = DISCOVERY_TERM_KINDS.filter((k) => k !== 'keyword');

export function toDiscoveryGame(
  row: GameRow,
  names: Map<string, string>,
  creatorsCount: number,
): DiscoveryGame {
  return {
    id: row.id,
    igdbId: row.igdb_id,
    name: row.name,
    slug: row.slug,
    coverUrl: row.cover_url,
    firstReleaseDate: isoDay(row.first_release_date),
    genres: namedTerms(row, 'genre', names),
    themes: namedTerms(row, 'theme', names),
    platforms: namedTerms(row, 'platform', names),
    gameModes: namedTerms(row, 'gameMode', names),
    perspectives: namedTerms(row, 'perspective', names),
    companies: namedTerms(row, 'company', names),
    popularity: row.popularity,
    creatorsCount,
  };
}
