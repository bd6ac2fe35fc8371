import type { DiscoveryGameListRequest } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../src/client/in-process-client.ts';
import { insertKnownData } from './known-data.ts';
import { useTestDatabase } from './test-database.ts';

const database = await useTestDatabase();
const known = await insertKnownData(database.db);
const client = createInProcessDiscoveryClient(database.db);
const { bg3, cs2, bg2, chatting } = known.game;

async function ids(request: DiscoveryGameListRequest): Promise<number[]> {
  return (await client.listGames(request)).items.map((g) => g.id);
}

describe('game search', () => {
  it('lists the most popular first, unknown popularity last', async () => {
    expect(await ids({})).toEqual([bg3, cs2, bg2, chatting]);
  });

  it('searches names as a substring; names starting with the text first', async () => {
    expect(await ids({ search: 'baldur' })).toEqual([bg3, bg2]);
    expect(await ids({ search: 'GATE' })).toEqual([bg3, bg2]);
    expect(await ids({ search: 'strike' })).toEqual([cs2]);
    expect(await ids({ search: 'chat' })).toEqual([chatting]);
    expect(await ids({ search: '%' })).toEqual([]);
  });

  it('filters by terms: a game must carry every one', async () => {
    expect(await ids({ filters: { terms: [{ kind: 'genre', id: 12 }] } })).toEqual([bg3, bg2]);
    expect(
      await ids({
        filters: {
          terms: [
            { kind: 'genre', id: 12 },
            { kind: 'platform', id: 48 },
          ],
        },
      }),
    ).toEqual([bg3]);
    expect(await ids({ filters: { terms: [{ kind: 'company', id: 70 }] } })).toEqual([bg3]);
    expect(await ids({ filters: { terms: [{ kind: 'perspective', id: 7 }] } })).toEqual([cs2]);
    expect(await ids({ filters: { terms: [{ kind: 'keyword', id: 999 }] } })).toEqual([]);
  });

  it('filters by release year range (inclusive years)', async () => {
    expect(await ids({ filters: { releaseYear: { min: 2001 } } })).toEqual([bg3, cs2]);
    expect(await ids({ filters: { releaseYear: { max: 2000 } } })).toEqual([bg2]);
    expect(await ids({ filters: { releaseYear: { min: 2023, max: 2023 } } })).toEqual([bg3, cs2]);
  });

  it('sorts by name, popularity and release date both ways', async () => {
    type Sort = NonNullable<DiscoveryGameListRequest['sort']>;
    const sorted = (field: Sort['field'], order: Sort['order']) => ids({ sort: { field, order } });
    expect(await sorted('name', 'asc')).toEqual([bg3, bg2, cs2, chatting]);
    expect(await sorted('name', 'desc')).toEqual([chatting, cs2, bg2, bg3]);
    expect(await sorted('popularity', 'asc')).toEqual([bg2, cs2, bg3, chatting]);
    expect(await sorted('releaseDate', 'asc')).toEqual([bg2, bg3, cs2, chatting]);
    expect(await sorted('releaseDate', 'desc')).toEqual([cs2, bg3, bg2, chatting]);
  });

  it('pages with the total', async () => {
    const answer = await client.listGames({ page: 1, pageSize: 3 });
    expect(answer.items.map((g) => g.id)).toEqual([chatting]);
    expect(answer.total).toBe(4);
    expect(answer.totalCapped).toBe(false);
  });

  it('answers a game with named terms and its creators of the last 30 days', async () => {
    const [game] = (await client.listGames({ search: "baldur's gate 3" })).items;
    expect(game).toEqual({
      id: bg3,
      igdbId: 119171,
      name: "Baldur's Gate 3",
      slug: 'baldurs-gate-3',
      coverUrl: 'https://images.igdb.com/bg3.jpg',
      firstReleaseDate: '2023-08-03',
      genres: [{ id: 12, name: 'Role-playing (RPG)' }],
      themes: [{ id: 1, name: 'Action' }],
      platforms: [
        { id: 6, name: 'PC (Microsoft Windows)' },
        { id: 48, name: 'PlayStation 4' },
      ],
      gameModes: [{ id: 1, name: 'Single player' }],
      perspectives: [],
      companies: [{ id: 70, name: 'Larian Studios' }],
      popularity: 95,
      // alpha (2 days) and charlie (20 days); bravo's 40 days ago and the deleted one do not count.
      creatorsCount: 2,
    });
    const [twitchOnly] = (await client.listGames({ search: 'just chatting' })).items;
    expect(twitchOnly).toMatchObject({ igdbId: null, firstReleaseDate: null, genres: [] });
  });
});

describe('term lists', () => {
  it('lists each kind by name, with its games count', async () => {
    const genres = await client.listTerms('genre', {});
    expect(genres).toEqual({
      items: [
        {
          kind: 'genre',
          id: 12,
          name: 'Role-playing (RPG)',
          slug: 'role-playing-rpg',
          gamesCount: 2,
        },
        { kind: 'genre', id: 5, name: 'Shooter', slug: 'shooter', gamesCount: 1 },
      ],
      total: 2,
    });
    const expected = {
      theme: [[1, 1]],
      keyword: [[100, 1]],
      platform: [
        [6, 3],
        [48, 1],
      ],
      gameMode: [[1, 1]],
      perspective: [[7, 1]],
      company: [[70, 1]],
    } as const;
    for (const [kind, terms] of Object.entries(expected)) {
      const answer = await client.listTerms(kind as keyof typeof expected, {});
      expect(answer.items.map((t) => [t.id, t.gamesCount])).toEqual(terms);
      expect(answer.items.every((t) => t.kind === kind)).toBe(true);
    }
  });

  it('searches, sorts by games count and pages', async () => {
    expect((await client.listTerms('genre', { search: 'SHOOT' })).items.map((t) => t.id)).toEqual([
      5,
    ]);
    const byGames = await client.listTerms('platform', {
      sort: { field: 'gamesCount', order: 'asc' },
    });
    expect(byGames.items.map((t) => t.id)).toEqual([48, 6]);
    const page = await client.listTerms('platform', { page: 1, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, items: [{ id: 48 }] });
  });
});

describe('details', () => {
  it('answers a game with every term and its top creators (30 days, most viewed first)', async () => {
    const game = await client.game(bg3);
    expect(game?.keywords).toEqual([{ id: 100, name: 'dragons' }]);
    expect(game?.summary).toBe('A party-based RPG.');
    expect(game?.twitchGameId).toBeNull();
    expect(game?.topCreators.map((t) => [t.creator.id, t.sessions, t.avgViewers])).toEqual([
      [known.creator.alpha, 10, 900],
      [known.creator.charlie, 4, 100],
    ]);
    expect(game?.topCreators[0]?.lastPlayedAt).toMatch(/Z$/);
    expect(await client.game(999_999)).toBeNull();
  });

  it('answers a creator with the games played over time and the weekly series', async () => {
    const creator = await client.creator(known.creator.alpha);
    expect(creator).toMatchObject({
      id: known.creator.alpha,
      followers30dAgo: 40_000,
      source: 'seed',
      description: null,
      topGames: [{ id: bg3, name: "Baldur's Gate 3" }],
    });
    expect(creator?.games.map((g) => [g.game.id, g.sessions, g.avgViewers, g.peakViewers])).toEqual(
      [
        [bg3, 10, 900, 1_800],
        [bg2, 3, 300, 600],
      ],
    );
    const [weekA, weekB] = creator?.games[0]?.weeks ?? [];
    expect(weekA).toMatchObject({ sessions: 6, avgViewers: 850 });
    expect(weekB).toMatchObject({ sessions: 4, avgViewers: 975 });
    // Mondays, oldest first, one week apart.
    expect(Date.parse(weekB?.week ?? '') - Date.parse(weekA?.week ?? '')).toBe(7 * 86_400_000);
    expect(new Date(weekA?.week ?? '').getUTCDay()).toBe(1);
    expect(creator?.games[1]?.weeks).toHaveLength(1);
    // Deleted on the platform, or never there: no detail.
    expect(await client.creator(known.creator.gone)).toBeNull();
    expect(await client.creator(123_456_789)).toBeNull();
  });

  it('answers the status: sources off unless configured, and the counts', async () => {
    const status = await createInProcessDiscoveryClient(database.db, {
      youtube: { enabled: true },
    }).status();
    expect(status.sources).toEqual([
      { source: 'igdb', enabled: false, reason: 'not configured', lastRunAt: null },
      { source: 'twitch', enabled: false, reason: 'not configured', lastRunAt: null },
      { source: 'youtube', enabled: true, reason: null, lastRunAt: null },
      { source: 'seed', enabled: true, reason: null, lastRunAt: null },
    ]);
    expect(status.counts).toEqual({ creators: 5, games: 4, terms: 9, creatorGames: 8 });
  });
});
