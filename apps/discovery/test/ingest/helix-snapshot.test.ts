import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/db/sql-params.ts';
import { runHelixSnapshot } from '../../src/ingest/helix/run-helix-snapshot.ts';
import { RECORDED_TOP_GAMES, startHelixStandIn } from '../stand-ins/helix-stand-in.ts';
import { startTwitchOAuthStandIn } from '../stand-ins/twitch-oauth-stand-in.ts';
import { closeAfterAll, useTestDatabase } from '../test-database.ts';
import { dumpTables, ingestContext, ledgerUsed, standInConfig } from './ingest-harness.ts';

const database = await useTestDatabase();
const oauth = await startTwitchOAuthStandIn();
const helix = await startHelixStandIn(oauth);
closeAfterAll(helix, oauth);
const { db } = database;
const config = standInConfig({
  helix: helix.apiUrl,
  oauth: oauth.baseUrl,
  extra: {
    HELIX_TOP_GAME_PAGES: '2',
    HELIX_STREAM_PAGES_PER_GAME: '2',
    INGEST_MAX_RATE_LIMIT_WAIT_MS: '5000',
  },
});
// Snapshot times: two 5-minute slots apart, "now" enough for the 30-day stats.
const first = new Date(Math.floor(Date.now() / 300_000) * 300_000 - 600_000);
const second = new Date(first.getTime() + 300_000);

// 103 top games (two pages of 100), the recorded three first.
helix.topGames.push(...RECORDED_TOP_GAMES);
for (let i = 0; i < 100; i++) {
  helix.topGames.push({
    id: String(900_000 + i),
    name: `Indie ${i}`,
    box_art_url: '',
    igdb_id: String(800_000 + i),
  });
}
// 105 Baldur's Gate 3 streams (two pages), a German Just Chatting stream, and a stream of a
// user deleted since (absent from /users).
const startedAt = new Date(first.getTime() - 3_600_000).toISOString();
for (let i = 0; i < 105; i++) {
  helix.addStream({
    id: `4${i}`,
    userId: String(1000 + i),
    login: `bard${i}`,
    gameId: '1678052513',
    viewers: 100 + i,
    startedAt,
  });
}
helix.addUser('2000', 'plauderei', { language: 'de', followers: 150_000 });
helix.addStream({
  id: '900',
  userId: '2000',
  login: 'plauderei',
  gameId: '509658',
  viewers: 4000,
  startedAt,
  language: 'de',
});
helix.addStream({
  id: '901',
  userId: '3000',
  login: 'ghost',
  gameId: '509658',
  viewers: 5,
  startedAt,
});
helix.deleteUser('3000');

describe('Twitch Helix snapshot', () => {
  it('walks top games and streams by their cursors and writes what the snapshot shows', async () => {
    const report = await runHelixSnapshot(ingestContext(db, config, first));
    expect(report.stoppedBy).toBeNull();
    const top = helix.requests.filter((r) => r.path === '/helix/games/top');
    expect(top.map((r) => r.query.get('after'))).toEqual([null, expect.any(String)]);
    const bg3Streams = helix.requests.filter(
      (r) => r.path === '/helix/streams' && r.query.get('game_id') === '1678052513',
    );
    expect(bg3Streams.map((r) => [r.query.get('first'), r.query.get('after') !== null])).toEqual([
      ['100', false],
      ['100', true],
    ]);
    expect(report.written.streams).toBe(107);

    const games = await rows(
      db,
      sql`select igdb_id, twitch_game_id, name, search_text from discovery.games
      where twitch_game_id in ('509658', '1678052513') order by name`,
    );
    expect(games).toEqual([
      {
        igdb_id: 119171,
        twitch_game_id: '1678052513',
        name: "Baldur's Gate 3",
        search_text: "baldur's gate 3",
      },
      // No igdb_id on Twitch: the game is created without one.
      {
        igdb_id: null,
        twitch_game_id: '509658',
        name: 'Just Chatting',
        search_text: 'just chatting',
      },
    ]);

    const [plauderei] = await rows(
      db,
      sql`select c.platform, c.handle, c.display_name, c.search_text, c.language,
        c.followers::float8 as followers, c.avg_viewers, c.peak_viewers, c.last_active_at = ${first.toISOString()}::timestamptz as active_now,
        c.source, c.deleted_at, cardinality(c.recent_game_ids) as recent
      from discovery.creators c where platform_id = '2000'`,
    );
    expect(plauderei).toEqual({
      platform: 2,
      handle: 'plauderei',
      display_name: 'Plauderei',
      search_text: 'plauderei plauderei',
      language: 'de',
      followers: 150_000,
      avg_viewers: 4000,
      peak_viewers: 4000,
      active_now: true,
      source: 'twitch',
      deleted_at: null,
      recent: 1,
    });
    const [ghost] = await rows<{ deleted: boolean }>(
      db,
      sql`select deleted_at is not null as deleted from discovery.creators where platform_id = '3000'`,
    );
    expect(ghost).toEqual({ deleted: true });

    // Users and channels are enriched 100 ids a call.
    const userCalls = helix.requests
      .filter((r) => r.path === '/helix/users')
      .map((r) => r.query.getAll('id').length);
    expect(userCalls).toEqual([100, 7]);
    expect(
      helix.requests
        .filter((r) => r.path === '/helix/channels')
        .map((r) => r.query.getAll('broadcaster_id').length),
    ).toEqual([100, 7]);

    const week = await rows(
      db,
      sql`select w.week::text as week, w.sessions, w.avg_viewers from discovery.creator_game_weeks w
      join discovery.creators c on c.id = w.creator_id where c.platform_id = '1000'`,
    );
    const monday = new Date(startedAt);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(week).toEqual([
      { week: monday.toISOString().slice(0, 10), sessions: 1, avg_viewers: 100 },
    ]);
    expect(await ledgerUsed(db, 'twitch')).toBe(helix.count('/helix/'));
  });

  it('a later snapshot adds a sample to the same stream: one session, average and peak over both', async () => {
    const stream = helix.streams.find((s) => s.id === '40');
    if (stream) stream.viewer_count = 300;
    await runHelixSnapshot(ingestContext(db, config, second));
    const [played] = await rows(
      db,
      sql`select cg.sessions, cg.avg_viewers, cg.peak_viewers,
        cg.last_played_at = ${second.toISOString()}::timestamptz as last_now
      from discovery.creator_games cg join discovery.creators c on c.id = cg.creator_id where c.platform_id = '1000'`,
    );
    expect(played).toEqual({ sessions: 1, avg_viewers: 200, peak_viewers: 300, last_now: true });
    // Followers are asked once a day per live creator (not the deleted one): not again.
    expect(helix.count('/helix/channels/followers')).toBe(106);
  });

  it('is idempotent: the same snapshot run again gives the same rows', async () => {
    const before = await dumpTables(db);
    await runHelixSnapshot(ingestContext(db, config, second));
    expect(await dumpTables(db)).toEqual(before);
  });

  it('waits out a 429 whose Ratelimit-Reset is near, and stops on a far one', async () => {
    const calls = helix.count('/helix/');
    helix.rateLimitNext(1, 1);
    const started = Date.now();
    const waited = await runHelixSnapshot(ingestContext(db, config, second));
    expect(waited.stoppedBy).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    // Every request, the refused one included, is in the run's report.
    expect(helix.count('/helix/') - calls).toBe(waited.calls);

    helix.rateLimitNext(1, 3600);
    const stopped = await runHelixSnapshot(ingestContext(db, config, second));
    expect(stopped.stoppedBy).toBe('rate-limited');
    const resetIn = new Date(stopped.resumeAfter ?? 0).getTime() - Date.now();
    expect(resetIn).toBeGreaterThan(3_500_000);
  });

  it('reports the source off without the Twitch credentials', async () => {
    const report = await runHelixSnapshot(
      ingestContext(db, standInConfig({ helix: helix.apiUrl })),
    );
    expect(report).toMatchObject({ stoppedBy: 'not-configured', calls: 0 });
  });
});
