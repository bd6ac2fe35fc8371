import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../../src/client/in-process-client.ts';
import { iso, isoDay, rows } from '../../src/db/sql-params.ts';
import { silentLog } from '../../src/ingest/ingest-context.ts';
import { importSeed } from '../../src/ingest/seed/import-seed.ts';
import type { PlayedTotals } from '../../src/search/creator-detail.ts';
import { useTempDir, useTestDatabase } from '../test-database.ts';
import { dumpTables } from './ingest-harness.ts';

const database = await useTestDatabase();
const dir = useTempDir('discovery-seed-');
const { db } = database;
const ctx = { db, log: silentLog };

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const ndjson = [
  {
    type: 'game',
    igdbId: 119171,
    name: "Baldur's Gate 3",
    firstReleaseDate: '2023-08-03',
    genreIds: [31, 12],
  },
  {
    type: 'creator',
    platform: 'twitch',
    platformId: '1001',
    handle: 'Bard_One',
    displayName: 'Bard One',
    language: 'EN',
    country: 'us',
    followers: 120_000,
    followers30dAgo: 100_000,
    avgViewers: 900,
  },
  {
    type: 'creator',
    platform: 'youtube',
    platformId: 'UCbard2',
    displayName: 'Bard, Two',
    followers: 5000,
  },
  { type: 'creator', platform: 'kick', platformId: 'x', displayName: 'Elsewhere' },
  { type: 'creator', platform: 'twitch', displayName: 'No id' },
  {
    type: 'creator',
    platform: 2,
    platformId: '1003',
    displayName: 'Bard Three',
    followers: 'lots',
  },
  { type: 'video', id: 1 },
]
  .map((r) => JSON.stringify(r))
  .concat(['{ broken json', '', JSON.stringify({ type: 'game', name: 'No key' })])
  .join('\n');

describe('seed import', () => {
  it('imports NDJSON, skipping bad rows with their row number and reason', async () => {
    const task = await importSeed(ctx, { filePath: file('seed.ndjson', ndjson) });
    expect(task).toMatchObject({
      status: 'done',
      format: 'ndjson',
      processedRows: 9,
      errorRows: 6,
      totalRows: 9,
    });
    expect(task.errors).toEqual([
      { row: 4, field: 'platform', reason: 'platform: must be youtube or twitch' },
      { row: 5, field: 'platformId', reason: 'platformId: is required' },
      { row: 6, field: 'followers', reason: 'followers: must be a number' },
      { row: 7, field: 'type', reason: 'type: must be creator, game, played or term' },
      { row: 8, field: null, reason: 'not valid JSON' },
      { row: 10, field: 'igdbId', reason: 'igdbId: igdbId or twitchGameId is required' },
    ]);
    const creators = await rows(
      db,
      sql`select platform, platform_id, handle, display_name, search_text, language, country,
        followers::float8 as followers, followers_30d_ago::float8 as followers_30d_ago, growth_30d, avg_viewers, source
      from discovery.creators order by platform_id`,
    );
    expect(creators).toEqual([
      {
        platform: 2,
        platform_id: '1001',
        handle: 'Bard_One',
        display_name: 'Bard One',
        search_text: 'bard_one bard one',
        language: 'en',
        country: 'US',
        followers: 120_000,
        followers_30d_ago: 100_000,
        growth_30d: 0.2,
        avg_viewers: 900,
        source: 'seed',
      },
      {
        platform: 1,
        platform_id: 'UCbard2',
        handle: null,
        display_name: 'Bard, Two',
        search_text: 'bard, two',
        language: null,
        country: null,
        followers: 5000,
        followers_30d_ago: null,
        growth_30d: null,
        avg_viewers: null,
        source: 'seed',
      },
    ]);
    const games = await rows(
      db,
      sql`select igdb_id, name, slug, search_text, genre_ids, first_release_date::text as released from discovery.games`,
    );
    expect(games).toEqual([
      {
        igdb_id: 119171,
        name: "Baldur's Gate 3",
        slug: 'baldur-s-gate-3',
        search_text: "baldur's gate 3",
        genre_ids: [12, 31],
        released: '2023-08-03',
      },
    ]);
  });

  it('reads the same rows from CSV (told apart by content) with quoted commas, quotes and line breaks', async () => {
    const before = await dumpTables(db);
    const csv = [
      'type,platform,platformId,handle,displayName,language,country,followers,followers30dAgo,avgViewers,igdbId,name,firstReleaseDate,genreIds',
      'game,,,,,,,,,,119171,"Baldur\'s Gate 3",2023-08-03,12;31',
      'creator,twitch,1001,Bard_One,Bard One,en,US,120000,100000,900,,,,',
      'creator,youtube,UCbard2,,"Bard, Two",,,5000,,,,,,',
      'creator,twitch,1004,,"The ""Quoted""\r\nBard",,,10,,,,,,',
      'creator,twitch,1005,too,few,fields',
    ].join('\r\n');
    const task = await importSeed(ctx, { filePath: file('seed.txt', csv) });
    expect(task).toMatchObject({ status: 'done', format: 'csv', processedRows: 5, errorRows: 1 });
    expect(task.errors).toEqual([
      { row: 6, field: null, reason: 'has 6 fields, the header has 14' },
    ]);
    const after = await dumpTables(db);
    // The rows the NDJSON file made are unchanged; only the new creator was added.
    expect(after.creators?.length).toBe((before.creators?.length ?? 0) + 1);
    expect(after.games).toEqual(before.games);
    const [quoted] = await rows(
      db,
      sql`select display_name from discovery.creators where platform_id = '1004'`,
    );
    expect(quoted).toEqual({ display_name: 'The "Quoted"\r\nBard' });
  });

  it('resumes a killed import from its last batch: same final rows, no duplicates', async () => {
    const lines = Array.from({ length: 25 }, (_, i) =>
      JSON.stringify({
        type: 'creator',
        platform: 'twitch',
        platformId: `r${i}`,
        displayName: `Resumed ${i}`,
        followers: i,
      }),
    );
    lines.splice(
      12,
      0,
      JSON.stringify({ type: 'creator', platform: 'twitch', displayName: 'bad' }),
    );
    const path = file('resume.ndjson', lines.join('\n'));
    const abort = new AbortController();
    const stopped = await importSeed(
      { ...ctx, signal: abort.signal },
      { filePath: path, batchSize: 10, onBatch: () => abort.abort() },
    );
    expect(stopped).toMatchObject({ status: 'running', processedRows: 10, errorRows: 0 });
    const [partial] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from discovery.creators where platform_id like 'r%'`,
    );
    expect(partial?.n).toBe(10);

    const resumed = await importSeed(ctx, { taskId: stopped.id });
    expect(resumed).toMatchObject({
      status: 'done',
      processedRows: 26,
      errorRows: 1,
      errors: [{ row: 13, field: 'platformId', reason: 'platformId: is required' }],
    });
    const once = await dumpTables(db);
    const [count] = await rows<{ n: number; distinct: number }>(
      db,
      sql`select count(*)::int as n, count(distinct platform_id)::int as distinct from discovery.creators where platform_id like 'r%'`,
    );
    expect(count).toEqual({ n: 25, distinct: 25 });
    // Idempotent: the whole file again changes nothing.
    await importSeed(ctx, { filePath: path });
    expect(await dumpTables(db)).toEqual(once);
  });

  it('keeps the task in import_tasks with its progress', async () => {
    const tasks = await rows(
      db,
      sql`select kind, status, format, processed_rows, error_rows from discovery.import_tasks order by id`,
    );
    expect(tasks).toEqual([
      { kind: 'seed', status: 'done', format: 'ndjson', processed_rows: 9, error_rows: 6 },
      { kind: 'seed', status: 'done', format: 'csv', processed_rows: 5, error_rows: 1 },
      { kind: 'seed', status: 'done', format: 'ndjson', processed_rows: 26, error_rows: 1 },
      { kind: 'seed', status: 'done', format: 'ndjson', processed_rows: 26, error_rows: 1 },
    ]);
  });
});

describe('seed import: the planner is ready when it ends', () => {
  it('leaves statistics and all-visible pages (VACUUM ANALYZE), so index-only scans skip the table', async () => {
    const creators = Array.from({ length: 600 }, (_, i) =>
      JSON.stringify({
        type: 'creator',
        platform: 'twitch',
        platformId: `planner-${i}`,
        displayName: `Planner ${i}`,
        followers: i,
      }),
    );
    await importSeed(ctx, { filePath: file('planner.ndjson', creators.join('\n')) });
    // reltuples comes from ANALYZE (or VACUUM), relallvisible only from VACUUM.
    const [stats] = await rows<{ reltuples: number; relpages: number; relallvisible: number }>(
      db,
      sql`select reltuples::int as reltuples, relpages, relallvisible from pg_class
        where oid = 'discovery.creators'::regclass`,
    );
    expect(stats?.reltuples).toBeGreaterThanOrEqual(600);
    expect(stats?.relallvisible).toBe(stats?.relpages);
    expect(stats?.relpages).toBeGreaterThan(0);
  });
});

describe('seed import: played rows', () => {
  const DAY = 86_400_000;
  // Within the last 30 days, whenever the test runs.
  const recent = new Date(Date.now() - 3 * DAY).toISOString();
  const lines = [
    // Before its creator and game in the file, but in the same batch: they are written first.
    {
      type: 'played',
      platform: 'twitch',
      platformId: '2001',
      igdbId: 1942,
      lastPlayedAt: recent,
      firstPlayedAt: '2024-01-10T20:00:00Z',
      sessions: 12,
      avgViewers: 300,
      peakViewers: 900,
    },
    { type: 'game', igdbId: 1942, name: 'The Witcher 3: Wild Hunt' },
    { type: 'game', twitchGameId: '509658', name: 'Just Chatting' },
    { type: 'creator', platform: 'twitch', platformId: '2001', displayName: 'Played One' },
    { type: 'creator', platform: 'youtube', platformId: 'UCplayed2', displayName: 'Played Two' },
    // A Wednesday: week 2024-03-04. No optional field: first = last, 1 session.
    {
      type: 'played',
      platform: 'youtube',
      platformId: 'UCplayed2',
      twitchGameId: '509658',
      lastPlayedAt: '2024-03-06T12:00:00Z',
    },
    // Sunday evening at UTC-2 is Monday 01:30 UTC: week 2024-03-11. Same pair: merged.
    {
      type: 'played',
      platform: 'youtube',
      platformId: 'UCplayed2',
      twitchGameId: '509658',
      lastPlayedAt: '2024-03-10T23:30:00-02:00',
      sessions: 2,
    },
    { type: 'played', platform: 'twitch', platformId: '9999', igdbId: 1942, lastPlayedAt: recent },
    {
      type: 'played',
      platform: 'twitch',
      platformId: '2001',
      igdbId: 424242,
      lastPlayedAt: recent,
    },
    {
      type: 'played',
      platform: 'twitch',
      platformId: '2001',
      twitchGameId: 'nope',
      lastPlayedAt: recent,
    },
    { type: 'played', platform: 'twitch', platformId: '2001', lastPlayedAt: recent },
    { type: 'played', platform: 'twitch', platformId: '2001', igdbId: 1942, lastPlayedAt: 'soon' },
    {
      type: 'played',
      platform: 'twitch',
      platformId: '2001',
      igdbId: 1942,
      lastPlayedAt: '2024-01-01T00:00:00Z',
      firstPlayedAt: '2024-02-01T00:00:00Z',
    },
  ];
  const path = file('played.ndjson', lines.map((l) => JSON.stringify(l)).join('\n'));
  const expectedErrors = [
    { row: 8, field: 'platformId', reason: 'platformId: creator not found' },
    { row: 9, field: 'igdbId', reason: 'igdbId: game not found' },
    { row: 10, field: 'twitchGameId', reason: 'twitchGameId: game not found' },
    { row: 11, field: 'igdbId', reason: 'igdbId: igdbId or twitchGameId is required' },
    {
      row: 12,
      field: 'lastPlayedAt',
      reason:
        'lastPlayedAt: must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z)',
    },
    { row: 13, field: 'firstPlayedAt', reason: 'firstPlayedAt: must not be after lastPlayedAt' },
  ];

  async function played() {
    const found = await rows<PlayedTotals & { platform_id: string; game: string }>(
      db,
      sql`select c.platform_id, g.name as game, cg.first_played_at, cg.last_played_at, cg.sessions,
          cg.avg_viewers, cg.peak_viewers
        from discovery.creator_games cg
        join discovery.creators c on c.id = cg.creator_id
        join discovery.games g on g.id = cg.game_id
        where c.platform_id in ('2001', 'UCplayed2', '2002') order by c.platform_id, g.name`,
    );
    return found.map((r) => ({
      ...r,
      first_played_at: iso(r.first_played_at),
      last_played_at: iso(r.last_played_at),
    }));
  }

  async function weeks() {
    const found = await rows<{
      platform_id: string;
      week: Date | string;
      sessions: number;
      avg_viewers: number | null;
    }>(
      db,
      sql`select c.platform_id, w.week, w.sessions, w.avg_viewers
        from discovery.creator_game_weeks w join discovery.creators c on c.id = w.creator_id
        where c.platform_id in ('2001', 'UCplayed2', '2002') order by c.platform_id, w.week`,
    );
    return found.map((r) => ({ ...r, week: isoDay(r.week) }));
  }

  /** The Monday (UTC) of an instant's week, as the database computes it. */
  async function mondayOf(instant: string): Promise<string | null> {
    const [r] = await rows<{ week: Date | string }>(
      db,
      sql`select date_trunc('week', ${instant}::timestamptz at time zone 'UTC')::date as week`,
    );
    return isoDay(r?.week ?? null);
  }

  it('upserts played rows into creator_games and their week, refusing unknown creators and games with their row number', async () => {
    const task = await importSeed(ctx, { filePath: path });
    expect(task).toMatchObject({ status: 'done', processedRows: 13, errorRows: 6 });
    expect(task.errors).toEqual(expectedErrors);
    expect(await played()).toEqual([
      {
        platform_id: '2001',
        game: 'The Witcher 3: Wild Hunt',
        first_played_at: '2024-01-10T20:00:00.000Z',
        last_played_at: recent,
        sessions: 12,
        avg_viewers: 300,
        peak_viewers: 900,
      },
      {
        platform_id: 'UCplayed2',
        game: 'Just Chatting',
        first_played_at: '2024-03-06T12:00:00.000Z',
        last_played_at: '2024-03-11T01:30:00.000Z',
        sessions: 2,
        avg_viewers: null,
        peak_viewers: null,
      },
    ]);
    expect(await weeks()).toEqual([
      { platform_id: '2001', week: await mondayOf(recent), sessions: 12, avg_viewers: 300 },
      { platform_id: 'UCplayed2', week: '2024-03-04', sessions: 1, avg_viewers: null },
      { platform_id: 'UCplayed2', week: '2024-03-11', sessions: 2, avg_viewers: null },
    ]);
  });

  it('finds the creator by the "played within 30 days" search', async () => {
    const client = createInProcessDiscoveryClient(db);
    const ids = async (gameIds: number[], days: number) =>
      (
        await client.listCreators({ facets: false, filters: { playedGames: { gameIds, days } } })
      ).items.map((c) => c.platformId);
    const [witcher, chatting] = await rows<{ id: number }>(
      db,
      sql`select id from discovery.games where igdb_id = 1942 or twitch_game_id = '509658'
        order by igdb_id nulls last`,
    );
    expect(await ids([Number(witcher?.id)], 30)).toEqual(['2001']);
    // Played in 2024: outside 30 days, found by a longer window only.
    expect(await ids([Number(chatting?.id)], 30)).toEqual([]);
  });

  it('is idempotent: the same file twice, or as CSV, gives the same rows', async () => {
    const once = await dumpTables(db);
    const again = await importSeed(ctx, { filePath: path });
    expect(again.errors).toEqual(expectedErrors);
    expect(await dumpTables(db)).toEqual(once);

    const columns = [
      'type',
      'platform',
      'platformId',
      'displayName',
      'igdbId',
      'twitchGameId',
      'name',
      'lastPlayedAt',
      'firstPlayedAt',
      'sessions',
      'avgViewers',
      'peakViewers',
    ] as const;
    const csv = [
      columns.join(','),
      ...lines.map((l) =>
        columns.map((c) => String((l as Record<string, unknown>)[c] ?? '')).join(','),
      ),
    ].join('\n');
    const fromCsv = await importSeed(ctx, { filePath: file('played.csv', csv) });
    expect(fromCsv).toMatchObject({ status: 'done', format: 'csv', processedRows: 13 });
    // CSV rows count the header as row 1.
    expect(fromCsv.errors).toEqual(expectedErrors.map((e) => ({ ...e, row: e.row + 1 })));
    // Only the seed cursor (the last file imported) differs.
    expect({ ...(await dumpTables(db)), ingest_cursors: once.ingest_cursors }).toEqual(once);
  });

  it("keeps the earliest first and latest last play, and the row's sessions and viewers", async () => {
    const update = {
      type: 'played',
      platform: 'twitch',
      platformId: '2001',
      igdbId: 1942,
      lastPlayedAt: '2024-02-01T10:00:00Z',
      firstPlayedAt: '2023-12-01T10:00:00Z',
      sessions: 20,
      avgViewers: 350,
    };
    await importSeed(ctx, { filePath: file('update.ndjson', JSON.stringify(update)) });
    const [witcher] = await played();
    expect(witcher).toEqual({
      platform_id: '2001',
      game: 'The Witcher 3: Wild Hunt',
      first_played_at: '2023-12-01T10:00:00.000Z',
      last_played_at: recent,
      sessions: 20,
      avg_viewers: 350,
      // Not in the row: kept.
      peak_viewers: 900,
    });
    expect((await weeks()).filter((w) => w.platform_id === '2001')).toEqual([
      { platform_id: '2001', week: '2024-01-29', sessions: 20, avg_viewers: 350 },
      { platform_id: '2001', week: await mondayOf(recent), sessions: 12, avg_viewers: 300 },
    ]);
  });

  it('matches a played row against earlier batches and its own, not later ones', async () => {
    const rowsOf = [
      {
        type: 'played',
        platform: 'twitch',
        platformId: '2002',
        igdbId: 1942,
        lastPlayedAt: recent,
      },
      { type: 'creator', platform: 'twitch', platformId: 'filler', displayName: 'Filler' },
      { type: 'creator', platform: 'twitch', platformId: '2002', displayName: 'Played Three' },
      {
        type: 'played',
        platform: 'twitch',
        platformId: '2002',
        igdbId: 1942,
        lastPlayedAt: recent,
      },
    ];
    const task = await importSeed(ctx, {
      filePath: file('batches.ndjson', rowsOf.map((r) => JSON.stringify(r)).join('\n')),
      batchSize: 2,
    });
    expect(task).toMatchObject({
      status: 'done',
      processedRows: 4,
      errors: [{ row: 1, field: 'platformId', reason: 'platformId: creator not found' }],
    });
    const [found] = await rows<{ recent_game_ids: number[] }>(
      db,
      sql`select recent_game_ids from discovery.creators where platform_id = '2002'`,
    );
    const [witcher] = await rows<{ id: number }>(
      db,
      sql`select id from discovery.games where igdb_id = 1942`,
    );
    expect(found?.recent_game_ids).toEqual([witcher?.id]);
  });
});
