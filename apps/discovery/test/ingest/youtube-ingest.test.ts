import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creators, games } from '../../src/db/schema.ts';
import { rows } from '../../src/db/sql-params.ts';
import { runYoutubeIngest } from '../../src/ingest/youtube/run-youtube-ingest.ts';
import { startYoutubeStandIn } from '../stand-ins/youtube-stand-in.ts';
import { closeAfterAll, useTestDatabase } from '../test-database.ts';
import { dumpTables, ingestContext, ledgerUsed, standInConfig } from './ingest-harness.ts';

const database = await useTestDatabase();
const youtube = await startYoutubeStandIn();
closeAfterAll(youtube);
const { db } = database;
const config = standInConfig({
  youtube: youtube.apiUrl,
  youtubeKey: youtube.key,
  extra: { YOUTUBE_TRACKED_GAMES: '2', YOUTUBE_SEARCHES_PER_GAME: '1' },
});
const now = new Date();

// 120 known channels (one closed since), two tracked games, and videos the search finds.
await db.insert(games).values([
  {
    igdbId: 119171,
    name: "Baldur's Gate 3",
    slug: 'baldurs-gate-3',
    searchText: "baldur's gate 3",
    popularity: 1419,
  },
  {
    igdbId: 242408,
    name: 'Counter-Strike 2',
    slug: 'counter-strike-2',
    searchText: 'counter-strike 2',
    popularity: 237,
  },
  {
    igdbId: 1020,
    name: 'Grand Theft Auto V',
    slug: 'gta-v',
    searchText: 'grand theft auto v',
    popularity: 10,
  },
]);
await db.insert(creators).values(
  Array.from({ length: 120 }, (_, i) => ({
    platform: 1,
    platformId: `UCknown${String(i).padStart(3, '0')}`,
    displayName: `Known ${i}`,
    searchText: `known ${i}`,
    source: 'seed',
  })),
);
for (let i = 0; i < 119; i++) {
  const id = `UCknown${String(i).padStart(3, '0')}`;
  youtube.channels.set(id, {
    id,
    title: `Known ${i}`,
    customUrl: `@known${i}`,
    country: 'us',
    subscribers: 1000 + i,
    views: 50_000,
    videos: 40,
  });
}
youtube.channels.set('UCnewBard', {
  id: 'UCnewBard',
  title: 'New Bard',
  customUrl: '@newbard',
  subscribers: 42_000,
  views: 9_000_000,
  videos: 310,
});
youtube.videos.push(
  {
    videoId: 'vid-bg3-1',
    channelId: 'UCnewBard',
    channelTitle: 'New Bard',
    title: "Baldur's Gate 3 Honour Mode - Part 12",
    publishedAt: '2026-11-20T18:00:00Z',
  },
  {
    videoId: 'vid-bg3-2',
    channelId: 'UCnewBard',
    channelTitle: 'New Bard',
    title: "BALDUR'S GATE 3 | Karlach ending",
    publishedAt: '2026-11-22T18:00:00Z',
  },
  // The search finds it, but its title is no game's: no creator, no played game.
  {
    videoId: 'vid-cat',
    channelId: 'UCcatLady',
    channelTitle: 'Cat Lady',
    title: 'Baldur the cat sleeps all day',
    publishedAt: '2026-11-21T09:00:00Z',
  },
);

describe('YouTube ingest', () => {
  it('refreshes known channels 50 ids a call and marks a closed one deleted', async () => {
    const report = await runYoutubeIngest(ingestContext(db, config, now));
    expect(report.stoppedBy).toBeNull();
    const idsPerCall = youtube.requests
      .filter((r) => r.path === '/youtube/v3/channels')
      .map((r) => (r.query.get('id') ?? '').split(',').length);
    // 120 known + the channel the search found = 121.
    expect(idsPerCall).toEqual([50, 50, 21]);
    expect(youtube.requests.every((r) => r.query.get('key') === youtube.key)).toBe(true);
    const [known] = await rows(
      db,
      sql`select handle, display_name, search_text, country, followers::float8 as followers, views::float8 as views, videos
      from discovery.creators where platform_id = 'UCknown007'`,
    );
    expect(known).toEqual({
      handle: '@known7',
      display_name: 'Known 7',
      search_text: '@known7 known 7',
      country: 'US',
      followers: 1007,
      views: 50_000,
      videos: 40,
    });
    const [closed] = await rows<{ deleted: boolean }>(
      db,
      sql`select deleted_at is not null as deleted from discovery.creators where platform_id = 'UCknown119'`,
    );
    expect(closed).toEqual({ deleted: true });
  });

  it('spends one search a day per tracked game and matches the game from video titles', async () => {
    const searches = youtube.requests.filter((r) => r.path === '/youtube/v3/search');
    expect(
      searches.map((r) => [r.query.get('q'), r.query.get('type'), r.query.get('part')]),
    ).toEqual([
      ["Baldur's Gate 3", 'video', 'snippet'],
      ['Counter-Strike 2', 'video', 'snippet'],
    ]);
    const played = await rows(
      db,
      sql`select c.platform_id, c.source, c.followers::float8 as followers, g.name, cg.sessions,
        cg.first_played_at = '2026-11-20T18:00:00Z'::timestamptz as first_ok,
        cg.last_played_at = '2026-11-22T18:00:00Z'::timestamptz as last_ok
      from discovery.creator_games cg join discovery.creators c on c.id = cg.creator_id
      join discovery.games g on g.id = cg.game_id order by c.platform_id`,
    );
    expect(played).toEqual([
      {
        platform_id: 'UCnewBard',
        source: 'youtube',
        followers: 42_000,
        name: "Baldur's Gate 3",
        sessions: 2,
        first_ok: true,
        last_ok: true,
      },
    ]);
    const [cat] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from discovery.creators where platform_id = 'UCcatLady'`,
    );
    expect(cat?.n).toBe(0);
    // The quota ledger: 100 units a search, 1 a channels call.
    expect(await ledgerUsed(db, 'youtube')).toBe(2 * 100 + 3);
  });

  it('is idempotent: the same day again asks nothing more and changes no row', async () => {
    const before = await dumpTables(db);
    const calls = youtube.requests.length;
    const report = await runYoutubeIngest(ingestContext(db, config, now));
    expect(report.stoppedBy).toBeNull();
    expect(youtube.requests.length).toBe(calls);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('stops on 403 quotaExceeded until the quota day ends', async () => {
    await db.execute(sql`delete from discovery.creator_follower_days`);
    youtube.quotaExceededNext(1);
    const report = await runYoutubeIngest(ingestContext(db, config, now));
    expect(report.stoppedBy).toBe('quota');
    expect(new Date(report.resumeAfter ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('reports the source off without an API key', async () => {
    const report = await runYoutubeIngest(
      ingestContext(db, standInConfig({ youtube: youtube.apiUrl })),
    );
    expect(report).toMatchObject({ stoppedBy: 'not-configured', calls: 0 });
  });
});
