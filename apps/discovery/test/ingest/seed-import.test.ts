import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/sql-params.ts';
import { silentLog } from '../../src/ingest/ingest-context.ts';
import { importSeed } from '../../src/ingest/seed/import-seed.ts';
import { openTestDatabase } from '../test-database.ts';
import { dumpTables } from './ingest-harness.ts';

const database = await openTestDatabase();
const dir = mkdtempSync(join(tmpdir(), 'discovery-seed-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
});
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
      { row: 4, reason: 'platform: must be youtube or twitch' },
      { row: 5, reason: 'platformId: is required' },
      { row: 6, reason: 'followers: must be a number' },
      { row: 7, reason: 'type: must be creator or game' },
      { row: 8, reason: 'not valid JSON' },
      { row: 10, reason: 'igdbId: igdbId or twitchGameId is required' },
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
    expect(task.errors).toEqual([{ row: 6, reason: 'has 6 fields, the header has 14' }]);
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
      errors: [{ row: 13, reason: 'platformId: is required' }],
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
