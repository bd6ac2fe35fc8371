import { ChannelType } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../src/db/database.ts';
import { creatorGames, creatorGameWeeks, creators, games, terms } from '../src/db/schema.ts';
import { refreshTermGameCounts } from '../src/search/list-terms.ts';
import { refreshRecentGames } from '../src/search/refresh-recent-games.ts';

// A small known index: five live creators and a deleted one, four games, nine terms, with
// play dates relative to now, so every filter and sort has one exact answer.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** Monday (UTC) of the week `days` ago, YYYY-MM-DD. */
export function mondayOf(days: number): string {
  const d = new Date(Date.now() - days * DAY);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export const knownTerms = [
  { kind: 'genre', id: 12, name: 'Role-playing (RPG)', slug: 'role-playing-rpg' },
  { kind: 'genre', id: 5, name: 'Shooter', slug: 'shooter' },
  { kind: 'theme', id: 1, name: 'Action', slug: 'action' },
  { kind: 'keyword', id: 100, name: 'dragons', slug: 'dragons' },
  { kind: 'platform', id: 6, name: 'PC (Microsoft Windows)', slug: 'win' },
  { kind: 'platform', id: 48, name: 'PlayStation 4', slug: 'ps4--1' },
  { kind: 'gameMode', id: 1, name: 'Single player', slug: 'single-player' },
  { kind: 'perspective', id: 7, name: 'First person', slug: 'first-person' },
  { kind: 'company', id: 70, name: 'Larian Studios', slug: 'larian-studios' },
] as const;

export type KnownData = {
  game: { bg3: number; cs2: number; bg2: number; chatting: number };
  creator: {
    alpha: number;
    bravo: number;
    charlie: number;
    delta: number;
    echo: number;
    gone: number;
  };
};

type NewCreator = typeof creators.$inferInsert;

export async function insertKnownData(db: DiscoveryDb): Promise<KnownData> {
  await db
    .insert(terms)
    .values(knownTerms.map((t) => ({ ...t, searchText: t.name.toLowerCase() })));
  const gameRows = await db
    .insert(games)
    .values([
      {
        igdbId: 119171,
        name: "Baldur's Gate 3",
        slug: 'baldurs-gate-3',
        summary: 'A party-based RPG.',
        coverUrl: 'https://images.igdb.com/bg3.jpg',
        firstReleaseDate: '2023-08-03',
        genreIds: [12],
        themeIds: [1],
        keywordIds: [100],
        platformIds: [6, 48],
        gameModeIds: [1],
        companyIds: [70],
        popularity: 95,
      },
      {
        igdbId: 242408,
        name: 'Counter-Strike 2',
        slug: 'counter-strike-2',
        firstReleaseDate: '2023-09-27',
        genreIds: [5],
        platformIds: [6],
        perspectiveIds: [7],
        popularity: 90,
      },
      {
        igdbId: 2,
        name: "Baldur's Gate II",
        slug: 'baldurs-gate-ii',
        firstReleaseDate: '2000-09-24',
        genreIds: [12],
        platformIds: [6],
        popularity: 40,
      },
      // Seen on Twitch, no IGDB match: no igdb_id, no terms, no release date.
      { twitchGameId: '509658', name: 'Just Chatting', slug: 'just-chatting' },
    ])
    .returning({ id: games.id });
  const [bg3, cs2, bg2, chatting] = gameRows.map((g) => g.id) as [number, number, number, number];
  // The ingest keeps search_text; here it is derived the same way.
  await db.execute(sql`update discovery.games set search_text = lower(name)`);

  const creator = (c: Omit<NewCreator, 'searchText' | 'source'>): NewCreator => ({
    ...c,
    searchText: `${c.handle ?? ''} ${c.displayName}`.toLowerCase(),
    source: 'seed',
  });
  const creatorRows = await db
    .insert(creators)
    .values([
      creator({
        platform: ChannelType.Twitch,
        platformId: 't-alpha',
        handle: 'alpha_rpg',
        displayName: 'Alpha RPG',
        url: 'https://www.twitch.tv/alpha_rpg',
        language: 'en',
        country: 'US',
        followers: 50_000,
        followers30dAgo: 40_000,
        growth30d: 0.25,
        avgViewers: 800,
        peakViewers: 2_000,
        lastActiveAt: daysAgo(1),
      }),
      creator({
        platform: ChannelType.Twitch,
        platformId: 't-bravo',
        handle: 'bravo_fps',
        displayName: 'Bravo',
        language: 'en',
        country: 'GB',
        followers: 150_000,
        growth30d: 0.05,
        avgViewers: 3_000,
        lastActiveAt: daysAgo(5),
      }),
      creator({
        platform: ChannelType.Youtube,
        platformId: 'UCcharlie',
        handle: 'charlie',
        displayName: 'Charlie Plays',
        language: 'de',
        country: 'DE',
        followers: 5_000,
        lastActiveAt: daysAgo(20),
      }),
      creator({
        platform: ChannelType.Twitch,
        platformId: 't-delta',
        handle: 'delta',
        displayName: 'Delta Chat',
        language: 'es',
        country: 'MX',
        followers: 500,
        avgViewers: 20,
        lastActiveAt: daysAgo(100),
      }),
      creator({
        platform: ChannelType.Youtube,
        platformId: 'UCecho',
        handle: 'echo',
        displayName: 'Echo 100%',
        language: 'en',
        country: 'US',
        followers: 2_000_000,
        growth30d: -0.01,
        avgViewers: 5_000,
        lastActiveAt: daysAgo(3),
        views: 900_000_000,
        videos: 1_200,
      }),
      // Deleted on the platform: matches everything below but must never be answered.
      creator({
        platform: ChannelType.Twitch,
        platformId: 't-gone',
        handle: 'gone',
        displayName: 'Gone Alpha',
        language: 'en',
        country: 'US',
        followers: 999_999,
        avgViewers: 4_000,
        lastActiveAt: daysAgo(1),
        deletedAt: daysAgo(0),
      }),
    ])
    .returning({ id: creators.id });
  const [alpha, bravo, charlie, delta, echo, gone] = creatorRows.map((c) => c.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];

  const played = (
    creatorId: number,
    gameId: number,
    firstDaysAgo: number,
    lastDaysAgo: number,
    sessions: number,
    avgViewers: number | null,
  ) => ({
    creatorId,
    gameId,
    firstPlayedAt: daysAgo(firstDaysAgo),
    lastPlayedAt: daysAgo(lastDaysAgo),
    sessions,
    avgViewers,
    peakViewers: avgViewers === null ? null : avgViewers * 2,
  });
  await db
    .insert(creatorGames)
    .values([
      played(alpha, bg3, 9, 2, 10, 900),
      played(alpha, bg2, 70, 60, 3, 300),
      played(bravo, cs2, 50, 5, 40, 3_100),
      played(bravo, bg3, 45, 40, 2, 1_000),
      played(charlie, bg3, 25, 20, 4, 100),
      played(delta, chatting, 120, 100, 8, 20),
      played(echo, cs2, 30, 3, 12, 5_000),
      played(gone, bg3, 2, 1, 1, 4_000),
    ]);
  await db.insert(creatorGameWeeks).values([
    { creatorId: alpha, gameId: bg3, week: mondayOf(9), sessions: 6, avgViewers: 850 },
    { creatorId: alpha, gameId: bg3, week: mondayOf(2), sessions: 4, avgViewers: 975 },
    { creatorId: alpha, gameId: bg2, week: mondayOf(60), sessions: 3, avgViewers: 300 },
  ]);
  await refreshRecentGames(db);
  await refreshTermGameCounts(db);
  return {
    game: { bg3, cs2, bg2, chatting },
    creator: { alpha, bravo, charlie, delta, echo, gone },
  };
}
