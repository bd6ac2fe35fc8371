import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DiscoveryDb } from '../../src/db/database.ts';
import { rows } from '../../src/db/sql-params.ts';
import { silentLog } from '../../src/ingest/ingest-context.ts';
import { importSeed, SeedImportStopped } from '../../src/ingest/seed/import-seed.ts';
import { refusedRowsFile } from '../../src/ingest/seed/refused-rows-file.ts';
import { useTempDir, useTestDatabase } from '../test-database.ts';

// A licensed dataset as a new user brings it (issue 28): each bad value is refused with its
// row, field and reason, alone or among good rows, and the good rows around it land.
const database = await useTestDatabase();
const dir = useTempDir('discovery-dataset-');
const { db } = database;
const ctx = { db, log: silentLog };

let files = 0;
function ndjson(lines: readonly (Record<string, unknown> | string)[]): string {
  const path = join(dir, `seed-${++files}.ndjson`);
  writeFileSync(path, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'));
  return path;
}

let ids = 0;
const tag = () => `t${Date.now().toString(36)}${++ids}`;

function creator(id: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'creator',
    platform: 'twitch',
    platformId: id,
    displayName: `Creator ${id}`,
    ...extra,
  };
}

async function storedCreators(ids: readonly string[]): Promise<string[]> {
  const found = await rows<{ platform_id: string }>(
    db,
    sql`select platform_id from discovery.creators
      where platform_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
      order by platform_id`,
  );
  return found.map((c) => c.platform_id);
}

/** Every bad value of the issue, as the row it comes in and what the refusal says. */
type BadRow = { name: string; row: Record<string, unknown>; field: string; reason: string };
function badRows(prefix: string, gameIgdbId: number): BadRow[] {
  const played = {
    type: 'played',
    platform: 'twitch',
    platformId: `${prefix}-base`,
    igdbId: gameIgdbId,
  };
  const now = new Date().toISOString();
  return [
    {
      name: 'a NUL character',
      row: creator(`${prefix}-nul`, { displayName: 'Bad\u0000Name' }),
      field: 'displayName',
      reason: 'displayName: must not contain the NUL character (\\u0000)',
    },
    {
      name: 'avgViewers 3e9 (int4)',
      row: creator(`${prefix}-avg`, { avgViewers: 3e9 }),
      field: 'avgViewers',
      reason: 'avgViewers: must be at most 2147483647',
    },
    {
      name: 'videos 5e9 (int4)',
      row: creator(`${prefix}-videos`, { videos: 5e9 }),
      field: 'videos',
      reason: 'videos: must be at most 2147483647',
    },
    {
      name: 'sessions 3e9 (int4)',
      row: { ...played, lastPlayedAt: now, sessions: 3e9 },
      field: 'sessions',
      reason: 'sessions: must be at most 2147483647',
    },
    {
      name: 'igdbId 3e9 (int4)',
      row: { type: 'game', igdbId: 3e9, name: 'Too Big' },
      field: 'igdbId',
      reason: 'igdbId: must be at most 2147483647',
    },
    {
      name: 'firstReleaseDate 2023-02-30',
      row: {
        type: 'game',
        igdbId: gameIgdbId + 1,
        name: 'No Such Day',
        firstReleaseDate: '2023-02-30',
      },
      field: 'firstReleaseDate',
      reason: 'firstReleaseDate: is not a calendar date (2023-02-30)',
    },
    {
      name: 'lastActiveAt 2024-02-30T12:00:00Z',
      row: creator(`${prefix}-feb30`, { lastActiveAt: '2024-02-30T12:00:00Z' }),
      field: 'lastActiveAt',
      reason: 'lastActiveAt: is not a calendar date (2024-02-30)',
    },
    {
      name: 'lastPlayedAt 2099-06-01',
      row: { ...played, lastPlayedAt: '2099-06-01' },
      field: 'lastPlayedAt',
      reason: 'lastPlayedAt: is in the future',
    },
    {
      name: 'lastActiveAt 04/03/2025',
      row: creator(`${prefix}-slash`, { lastActiveAt: '04/03/2025' }),
      field: 'lastActiveAt',
      reason:
        'lastActiveAt: must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z)',
    },
  ];
}

describe('a dataset with bad values', () => {
  it('refuses each bad value alone, naming row, field and reason, and writes nothing of it', async () => {
    const prefix = tag();
    const game = { type: 'game', igdbId: 900_001, name: 'Base Game' };
    await importSeed(ctx, { filePath: ndjson([game, creator(`${prefix}-base`)]) });
    for (const bad of badRows(prefix, 900_001)) {
      const task = await importSeed(ctx, { filePath: ndjson([bad.row]) });
      expect(task, bad.name).toMatchObject({
        status: 'done',
        processedRows: 1,
        errorRows: 1,
        errors: [{ row: 1, field: bad.field, reason: bad.reason }],
      });
    }
    expect(await storedCreators(badRows(prefix, 0).map((b) => String(b.row.platformId)))).toEqual([
      `${prefix}-base`,
    ]);
    const games = await rows<{ name: string }>(
      db,
      sql`select name from discovery.games where name in ('Too Big', 'No Such Day')`,
    );
    expect(games).toEqual([]);
    const played = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from discovery.creator_games cg
        join discovery.creators c on c.id = cg.creator_id where c.platform_id = ${`${prefix}-base`}`,
    );
    expect(played[0]?.n).toBe(0);
  });

  it('imports the good rows around every bad one, in one file, and offers the refused ones as a file', async () => {
    const prefix = tag();
    const lines: (Record<string, unknown> | string)[] = [
      { type: 'game', igdbId: 900_101, name: 'Mixed Game' },
      creator(`${prefix}-base`),
    ];
    const bad = badRows(prefix, 900_101);
    const goodIds: string[] = [`${prefix}-base`];
    const badLines: number[] = [];
    bad.forEach((b, i) => {
      const id = `${prefix}-good${i}`;
      lines.push(creator(id, { followers: 100 + i, lastActiveAt: '2025-03-04' }));
      goodIds.push(id);
      lines.push(b.row);
      badLines.push(lines.length);
    });
    lines.push({
      type: 'played',
      platform: 'twitch',
      platformId: `${prefix}-base`,
      igdbId: 900_101,
      lastPlayedAt: '2025-03-04T18:30:00+02:00',
    });
    const task = await importSeed(ctx, { filePath: ndjson(lines), batchSize: 4 });
    expect(task).toMatchObject({
      status: 'done',
      processedRows: lines.length,
      errorRows: bad.length,
    });
    expect(task.errors).toEqual(
      bad.map((b, i) => ({ row: badLines[i], field: b.field, reason: b.reason })),
    );
    expect(await storedCreators([...goodIds, ...bad.map((b) => String(b.row.platformId))])).toEqual(
      [...goodIds].sort(),
    );
    const [played] = await rows<{ last_played_at: string }>(
      db,
      sql`select cg.last_played_at::text as last_played_at from discovery.creator_games cg
        join discovery.creators c on c.id = cg.creator_id where c.platform_id = ${`${prefix}-base`}`,
    );
    // The offset is honoured: 18:30 at +02:00 is 16:30 UTC.
    expect(new Date(played?.last_played_at ?? '').toISOString()).toBe('2025-03-04T16:30:00.000Z');

    let file = '';
    for await (const chunk of refusedRowsFile(db, task)) file += chunk;
    const refused = file
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(refused.map((r) => [r.refusedRow, r.refusedReason])).toEqual(
      bad.map((b, i) => [badLines[i], b.reason]),
    );
    // Each refused row comes back whole (the NUL included), so it can be fixed and imported.
    expect(refused[0]).toMatchObject({ ...bad[0]?.row, refusedRow: badLines[0] });
  });

  it('names CSV rows by record (the header is row 1) and gives the refused rows back as CSV', async () => {
    const prefix = tag();
    const path = join(dir, `seed-${++files}.csv`);
    writeFileSync(
      path,
      [
        'type,platform,platformId,displayName,avgViewers,lastActiveAt',
        `creator,twitch,${prefix}-1,"One, the first",10,2025-03-04`,
        `creator,twitch,${prefix}-2,Two,3000000000,2025-03-04`,
        `creator,twitch,${prefix}-3,Three,,04/03/2025`,
        `creator,twitch,${prefix}-4,Four,,2025-03-04T10:00:00Z`,
      ].join('\n'),
    );
    const task = await importSeed(ctx, { filePath: path });
    expect(task.errors).toEqual([
      { row: 3, field: 'avgViewers', reason: 'avgViewers: must be at most 2147483647' },
      {
        row: 4,
        field: 'lastActiveAt',
        reason:
          'lastActiveAt: must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z)',
      },
    ]);
    expect(await storedCreators([1, 2, 3, 4].map((i) => `${prefix}-${i}`))).toEqual([
      `${prefix}-1`,
      `${prefix}-4`,
    ]);
    let file = '';
    for await (const chunk of refusedRowsFile(db, task)) file += chunk;
    expect(file).toBe(
      [
        'refusedRow,refusedReason,type,platform,platformId,displayName,avgViewers,lastActiveAt',
        `3,avgViewers: must be at most 2147483647,creator,twitch,${prefix}-2,Two,3000000000,2025-03-04`,
        `4,lastActiveAt: must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z),creator,twitch,${prefix}-3,Three,,04/03/2025`,
        '',
      ].join('\r\n'),
    );
  });

  it('refuses a row longer than the limit without holding it, and reads on', async () => {
    const prefix = tag();
    const task = await importSeed(ctx, {
      filePath: ndjson([
        creator(`${prefix}-1`),
        creator(`${prefix}-2`, { description: 'x'.repeat(1024 * 1024 + 10) }),
        creator(`${prefix}-3`, { description: 'y'.repeat(20_001) }),
        creator(`${prefix}-4`),
      ]),
    });
    expect(task.errors).toEqual([
      { row: 2, field: null, reason: 'is longer than 1048576 characters' },
      { row: 3, field: 'description', reason: 'description: must be at most 20000 characters' },
    ]);
    expect(await storedCreators([1, 2, 3, 4].map((i) => `${prefix}-${i}`))).toEqual([
      `${prefix}-1`,
      `${prefix}-4`,
    ]);
  });

  it('refuses a row the database still refuses (a unique constraint) alone, never its batch', async () => {
    const prefix = tag();
    const task = await importSeed(ctx, {
      filePath: ndjson([
        creator(`${prefix}-1`),
        { type: 'game', igdbId: 900_201, twitchGameId: `${prefix}-tw`, name: 'First' },
        { type: 'game', igdbId: 900_202, twitchGameId: `${prefix}-tw`, name: 'Same Twitch id' },
        creator(`${prefix}-2`),
      ]),
    });
    expect(task).toMatchObject({ status: 'done', processedRows: 4, errorRows: 1 });
    expect(task.errors).toEqual([
      {
        row: 3,
        field: null,
        reason: expect.stringMatching(
          /^could not be stored: duplicate key value violates unique constraint/,
        ),
      },
    ]);
    expect(await storedCreators([`${prefix}-1`, `${prefix}-2`])).toEqual([
      `${prefix}-1`,
      `${prefix}-2`,
    ]);
    const games = await rows<{ igdb_id: number }>(
      db,
      sql`select igdb_id from discovery.games where twitch_game_id = ${`${prefix}-tw`}`,
    );
    expect(games).toEqual([{ igdb_id: 900_201 }]);
  });
});

/** The database as it fails mid-import: transactions after the first `healthy` throw. */
function failingAfter(real: DiscoveryDb, healthy: number): DiscoveryDb {
  let transactions = 0;
  return new Proxy(real, {
    get(target, property) {
      if (property === 'transaction' && ++transactions > healthy) {
        return () => Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('an import stopped by the database', () => {
  it('fails resumable with its reason, and the resume imports every good row exactly once', async () => {
    const prefix = tag();
    const lines: Record<string, unknown>[] = [];
    for (let i = 1; i <= 50; i++) {
      lines.push(
        i % 10 === 0 ? creator(`${prefix}-${i}`, { videos: 5e9 }) : creator(`${prefix}-${i}`),
      );
    }
    const path = ndjson(lines);
    const error = await importSeed(
      { db: failingAfter(db, 2), log: silentLog },
      { filePath: path, batchSize: 10 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedImportStopped);
    const stopped = error as SeedImportStopped;
    expect(stopped.processedRows).toBe(20);
    expect(stopped.message).not.toContain('insert into');
    const [task] = await rows<{ status: string; failure: string; processed_rows: number }>(
      db,
      sql`select status, failure, processed_rows from discovery.import_tasks where id = ${stopped.taskId}`,
    );
    expect(task).toEqual({
      status: 'failed',
      failure: 'Connection terminated unexpectedly',
      processed_rows: 20,
    });

    const resumed = await importSeed(ctx, { taskId: stopped.taskId, batchSize: 10 });
    expect(resumed).toMatchObject({
      status: 'done',
      processedRows: 50,
      errorRows: 5,
      failure: null,
    });
    expect(resumed.errors.map((e) => e.row)).toEqual([10, 20, 30, 40, 50]);
    const all = lines.map((l) => String(l.platformId));
    const good = all.filter((_, i) => (i + 1) % 10 !== 0);
    expect(await storedCreators(all)).toEqual([...good].sort());
    const [refused] = await rows<{ n: number; distinct_rows: number }>(
      db,
      sql`select count(*)::int as n, count(distinct "row")::int as distinct_rows
        from discovery.import_refused_rows where task_id = ${stopped.taskId}`,
    );
    expect(refused).toEqual({ n: 5, distinct_rows: 5 });
  });
});

describe('after an import', () => {
  it('the planner has statistics of the tables it wrote', async () => {
    const prefix = tag();
    const lines: Record<string, unknown>[] = [{ type: 'game', igdbId: 900_301, name: 'Stats' }];
    for (let i = 1; i <= 30; i++) lines.push(creator(`${prefix}-${i}`));
    for (let i = 1; i <= 30; i++) {
      lines.push({
        type: 'played',
        platform: 'twitch',
        platformId: `${prefix}-${i}`,
        igdbId: 900_301,
        lastPlayedAt: new Date().toISOString(),
      });
    }
    await importSeed(ctx, { filePath: ndjson(lines) });
    const stats = await rows<{ relname: string; reltuples: number; actual: number }>(
      db,
      sql`select c.relname, c.reltuples::float8 as reltuples,
          (case c.relname
            when 'creators' then (select count(*) from discovery.creators)
            when 'creator_games' then (select count(*) from discovery.creator_games)
            when 'games' then (select count(*) from discovery.games) end)::float8 as actual
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'discovery' and c.relname in ('creators', 'creator_games', 'games')
        order by c.relname`,
    );
    // ANALYZE counts small tables exactly; never analyzed, reltuples is -1 (or 0).
    for (const s of stats) expect(s.reltuples, s.relname).toBe(s.actual);
  });
});
