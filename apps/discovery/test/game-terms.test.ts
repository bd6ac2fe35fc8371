import { ChannelType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../src/client/in-process-client.ts';
import { creatorGames, creators, games } from '../src/db/schema.ts';
import { rows } from '../src/db/sql-params.ts';
import { useTestDatabase } from './test-database.ts';

// discovery.game_terms is the games' term arrays as rows, kept by statement triggers on games
// (migration 0002); "played a game of these terms" reads it. It must follow every write.

const database = await useTestDatabase();
const { db } = database;

type TermRow = { kind: string; term_id: number; game_id: number };

/** game_terms, sorted. */
async function mirrored(): Promise<TermRow[]> {
  return rows<TermRow>(
    db,
    sql`select kind, term_id, game_id from discovery.game_terms order by game_id, kind, term_id`,
  );
}

const kinds = [
  ['genre', 'genre_ids'],
  ['theme', 'theme_ids'],
  ['keyword', 'keyword_ids'],
  ['platform', 'platform_ids'],
  ['gameMode', 'game_mode_ids'],
  ['perspective', 'perspective_ids'],
  ['company', 'company_ids'],
] as const;

/** What game_terms must hold: the games' arrays unrolled here, distinct, sorted the same way. */
async function expected(): Promise<TermRow[]> {
  const found = await rows<Record<string, number | number[]>>(
    db,
    sql`select id, genre_ids, theme_ids, keyword_ids, platform_ids, game_mode_ids,
      perspective_ids, company_ids from discovery.games`,
  );
  const keys = new Set<string>();
  for (const game of found) {
    for (const [kind, column] of kinds) {
      for (const id of game[column] as number[]) keys.add(`${game.id}|${kind}|${id}`);
    }
  }
  return [...keys]
    .map((key) => {
      const [gameId, kind, termId] = key.split('|') as [string, string, string];
      return { kind, term_id: Number(termId), game_id: Number(gameId) };
    })
    .sort(
      (a, b) =>
        a.game_id - b.game_id ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
        a.term_id - b.term_id,
    );
}

/** A game and a creator who played it today (one played-game row). */
async function creatorWhoPlayedToday(
  game: typeof games.$inferInsert,
  creator: Pick<typeof creators.$inferInsert, 'platform' | 'platformId' | 'displayName'>,
) {
  const [gameRow] = await db.insert(games).values(game).returning({ id: games.id });
  const [creatorRow] = await db
    .insert(creators)
    .values({ ...creator, searchText: creator.displayName.toLowerCase(), source: 'seed' })
    .returning({ id: creators.id });
  if (!gameRow || !creatorRow) throw new Error('not inserted');
  const now = new Date().toISOString();
  await db.insert(creatorGames).values({
    creatorId: creatorRow.id,
    gameId: gameRow.id,
    firstPlayedAt: now,
    lastPlayedAt: now,
    sessions: 1,
  });
  return { game: gameRow, creator: creatorRow };
}

describe('game_terms (the games’ terms as rows)', () => {
  it('follows inserts, upserts, updates, deletes and truncate of games', async () => {
    const inserted = await db
      .insert(games)
      .values([
        {
          igdbId: 1,
          name: 'One',
          slug: 'one',
          // A repeated id is one row.
          genreIds: [12, 12, 31],
          themeIds: [1],
          keywordIds: [100, 101],
          platformIds: [6],
          gameModeIds: [1, 2],
          perspectiveIds: [7],
          companyIds: [70],
        },
        { igdbId: 2, name: 'Two', slug: 'two', genreIds: [5], platformIds: [6, 48] },
        { twitchGameId: '509658', name: 'Just Chatting', slug: 'just-chatting' },
      ])
      .returning({ id: games.id });
    const [one, two] = inserted.map((g) => g.id) as [number, number, number];
    expect((await mirrored()).length).toBe(13);
    expect(await mirrored()).toEqual(await expected());

    // One statement: a term change on one game, a popularity change on the other.
    await db.execute(sql`update discovery.games
      set genre_ids = case when id = ${one} then '{31,32}'::int[] else genre_ids end,
        popularity = 7
      where id in (${one}, ${two})`);
    expect(await mirrored()).toEqual(await expected());
    expect(
      (await mirrored())
        .filter((r) => r.game_id === one && r.kind === 'genre')
        .map((r) => r.term_id),
    ).toEqual([31, 32]);

    // The ingest's upsert (insert ... on conflict do update): one new game, one updated.
    await db.execute(sql`insert into discovery.games (igdb_id, name, slug, genre_ids, theme_ids)
      values (2, 'Two', 'two', '{12}', '{17}'), (3, 'Three', 'three', '{9}', '{}')
      on conflict (igdb_id) do update set genre_ids = excluded.genre_ids,
        theme_ids = excluded.theme_ids`);
    expect(await mirrored()).toEqual(await expected());
    expect((await mirrored()).filter((r) => r.game_id === two)).toEqual([
      { kind: 'genre', term_id: 12, game_id: two },
      { kind: 'platform', term_id: 6, game_id: two },
      { kind: 'platform', term_id: 48, game_id: two },
      { kind: 'theme', term_id: 17, game_id: two },
    ]);

    await db.execute(sql`delete from discovery.games where id = ${one}`);
    expect(await mirrored()).toEqual(await expected());
    expect((await mirrored()).some((r) => r.game_id === one)).toBe(false);

    await db.execute(sql`truncate discovery.games`);
    expect(await mirrored()).toEqual([]);
  });

  it("a game's new genre moves its players in and out of the played-terms filter", async () => {
    const { game, creator } = await creatorWhoPlayedToday(
      { igdbId: 50, name: 'Shifting', slug: 'shifting', genreIds: [5] },
      { platform: ChannelType.Twitch, platformId: 't-shift', displayName: 'Shift' },
    );
    const client = createInProcessDiscoveryClient(db);
    const rpgPlayers = async () =>
      (
        await client.listCreators({
          facets: false,
          filters: { playedTerms: { terms: [{ kind: 'genre', id: 12 }], days: 30 } },
        })
      ).items.map((c) => c.id);

    expect(await rpgPlayers()).toEqual([]);
    await db.execute(sql`update discovery.games set genre_ids = '{5,12}' where id = ${game.id}`);
    expect(await rpgPlayers()).toEqual([creator.id]);
    await db.execute(sql`update discovery.games set genre_ids = '{}' where id = ${game.id}`);
    expect(await rpgPlayers()).toEqual([]);
  });

  it('the played-games filter answers from the played rows, before the recent-games array is refreshed', async () => {
    // Written without refreshRecentGames: recent_game_ids is still '{}'.
    const { game, creator } = await creatorWhoPlayedToday(
      { igdbId: 60, name: 'Fresh', slug: 'fresh' },
      { platform: ChannelType.Youtube, platformId: 'UCfresh', displayName: 'Fresh' },
    );
    const answer = await createInProcessDiscoveryClient(db).listCreators({
      facets: false,
      filters: { playedGames: { gameIds: [game.id], days: 30 } },
    });
    expect(answer.items.map((c) => c.id)).toEqual([creator.id]);
    expect(answer.total).toBe(1);
  });
});
