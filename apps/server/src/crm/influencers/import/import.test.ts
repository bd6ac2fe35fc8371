import { randomBytes, randomUUID } from 'node:crypto';
import {
  INFLUENCER_IMPORT_COLUMNS,
  type InfluencerDetail,
  influencerMessages,
  messages,
  type Task,
} from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../../test/factories.ts';
import { importRequests } from '../../../../test/import-requests.ts';
import { createTestInfluencer, uniq, xlsxOf } from '../../../../test/influencer-factories.ts';
import { multipartFile } from '../../../../test/multipart.ts';
import { createTestApp, silentLog } from '../../../../test/test-app.ts';
import { influencers, tasks } from '../../../platform/db/schema/index.ts';
import { transaction } from '../../../platform/db/transaction.ts';
import { createTask, emptyCounts } from '../../../platform/tasks/service.ts';
import { refreshInfluencerAggregates } from '../../channels/aggregates.ts';
import { IMPORT_BATCH_ROWS, importInfluencersJob } from './import-job.ts';
import { inspectZip } from './inspect-zip.ts';
import { MAX_UNPACKED_BYTES } from './read-spreadsheet.ts';

const t = await createTestApp();
const user = await signedIn(t);

const { upload, expectRefused, taskById, byTag } = importRequests(t, user.headers);

describe('GET /influencer/import/template', () => {
  it('downloads influencers-template.xlsx with the template headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/influencer/import/template',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="influencers-template.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([...INFLUENCER_IMPORT_COLUMNS]);
    const example = workbook.worksheets[0]?.getRow(2).values as unknown[];
    expect(example.slice(1, 6)).toEqual([
      'https://www.youtube.com/@ExampleCreator',
      'Example Creator',
      'Alex',
      'Example',
      'example@example.com',
    ]);
    // the untouched template imports its example row like any other
    const imported = await upload(response.rawPayload, 'influencers-template.xlsx');
    expect(imported.statusCode, imported.body).toBe(200);
    const task = await taskById(imported.json<Task>().id);
    expect(task).toMatchObject({ status: 'completed', total: 1, processed: 1 });
    expect(task.counts.created + task.counts.merged).toBe(1);
    expect((await byTag('example')).items.map((i) => i.email)).toContain('example@example.com');
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/influencer/import/template' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /influencer/import', () => {
  it('imports a good file with headers in any case, order and spacing, as one task', async () => {
    const tag = uniq('imp');
    const [h1, h2, h3] = [uniq('a'), uniq('b'), uniq('c')];
    const file = await xlsxOf([
      [
        '  e-MAIL ',
        'TAGS',
        'channel   url',
        'Media Name',
        'first name',
        'Country',
        'Unknown column',
        'Rating',
      ],
      [
        `${h1}@example.com`,
        `${tag}, indie`,
        `https://www.youtube.com/@${h1}`,
        'Alpha',
        'Ana',
        'de',
        'x',
        4,
      ],
      [null, tag, `twitch.tv/${h2}`, 'Bravo', null, null, null, null],
      [null, tag, `youtube.com/@${h3} twitch.tv/${h3}`, null, null, 'US', null, null],
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<Task>();
    expect(started).toMatchObject({ type: 'influencer-import', name: 'creators.xlsx', total: 3 });
    const task = await taskById(started.id);
    expect(task).toMatchObject({
      status: 'completed',
      progress: 100,
      processed: 3,
      counts: { created: 3, merged: 0, skipped: 0 },
      results: [],
      error: null,
    });
    const list = await byTag(tag);
    expect(list.items.map((i) => i.mediaName)).toEqual(['Alpha', 'Bravo', h3]);
    expect(list.items[0]).toMatchObject({
      email: `${h1}@example.com`,
      firstName: 'Ana',
      country: 'DE',
      rating: 4,
      tags: [tag, 'indie'],
      source: 2,
    });
    expect(list.items[2]?.channels.map((c) => c.type)).toEqual([1, 2]);
  });

  it('merges rows by channel (with the file and with stored creators) and skips bad rows naming why', async () => {
    const tag = uniq('mix');
    const existing = await createTestInfluencer(t, { mediaName: 'Stored', tags: ['old'] }, [
      { handle: uniq('stored') },
    ]);
    const storedHandle = existing.channels[0]?.handle ?? '';
    const [x, y] = [uniq('x'), uniq('y')];
    const file = await xlsxOf([
      ['Channel URL', 'Media name', 'Email', 'Tags', 'Notes', 'Country', 'Rating'],
      [`youtube.com/@${x}`, 'Xavier', null, tag, 'first note', null, null], // row 2 created
      [
        `https://m.youtube.com/@${x.toUpperCase()}/videos twitch.tv/${x}`,
        'Xavier again',
        'x@example.com',
        tag,
        'second note',
        null,
        null,
      ], // row 3 merged into row 2
      [`youtube.com/@${storedHandle}`, null, null, tag, 'about stored', null, null], // row 4 merged into stored
      ['https://vimeo.com/someone', 'Nope', null, tag, null, null, null], // row 5
      [null, 'No link', null, tag, null, null, null], // row 6
      [`twitch.tv/${y}`, 'Bad mail', 'not-an-email', tag, null, null, null], // row 7
      [`twitch.tv/${y}`, 'Bad country', null, tag, null, 'Germany', null], // row 8
      [`twitch.tv/${y}`, 'Bad rating', null, tag, null, null, 9], // row 9
      [],
      [`twitch.tv/${y}`, 'Yankee', null, tag, null, null, null], // row 11 created
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    const task = await taskById(response.json<Task>().id);
    expect(task.counts).toEqual({ created: 2, merged: 2, updated: 0, skipped: 5, failed: 0 });
    const list = await byTag(tag);
    const xavier = list.items.find((i) => i.mediaName === 'Xavier');
    expect(list.items.map((i) => i.mediaName).sort()).toEqual(['Stored', 'Xavier', 'Yankee']);
    expect(task.results).toEqual([
      {
        row: 3,
        outcome: 'merged',
        influencerId: xavier?.id,
        message: `Merged into Xavier: same channel https://www.youtube.com/@${x}`,
      },
      {
        row: 4,
        outcome: 'merged',
        influencerId: existing.id,
        message: `Merged into Stored: same channel https://www.youtube.com/@${storedHandle}`,
      },
      {
        row: 5,
        outcome: 'skipped',
        influencerId: null,
        message: `${messages.unsupportedChannelUrl}: https://vimeo.com/someone`,
      },
      { row: 6, outcome: 'skipped', influencerId: null, message: messages.urlIsEmpty },
      {
        row: 7,
        outcome: 'skipped',
        influencerId: null,
        message: `${messages.invalidEmail}: not-an-email`,
      },
      {
        row: 8,
        outcome: 'skipped',
        influencerId: null,
        message: 'Country must be a two-letter code such as DE: Germany',
      },
      { row: 9, outcome: 'skipped', influencerId: null, message: 'Rating must be 0 to 5: 9' },
    ]);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/influencer/${xavier?.id}`,
        headers: user.headers,
      })
    ).json<InfluencerDetail>();
    expect(detail).toMatchObject({
      email: 'x@example.com',
      notes: 'first note\n\n---\n\nsecond note',
    });
    expect(detail.channels.map((c) => c.type)).toEqual([1, 2]);
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `/api/influencer/${existing.id}`,
        headers: user.headers,
      })
    ).json<InfluencerDetail>();
    expect(stored).toMatchObject({
      mediaName: 'Stored',
      tags: ['old', tag],
      notes: 'about stored',
    });
  });

  it('stores the list columns a recomputation from the channels would (written once, at insert)', async () => {
    const tag = uniq('agg');
    const [a, b, c] = [uniq('a'), uniq('b'), uniq('c')];
    const file = await xlsxOf([
      ['Channel URL', 'Media name', 'First name', 'Last name', 'Email', 'Tags'],
      [`youtube.com/@${a} twitch.tv/${a}`, 'Ärger Ünit', 'Ana', 'Łopez', 'A@Example.com', tag],
      [`https://www.youtube.com/channel/UC${b.padEnd(22, 'x')}`, null, null, null, null, tag],
      [`https://youtu.be/${c.slice(0, 11)}`, 'Video Only', null, null, null, tag],
      [`twitch.tv/${a}`, null, null, 'Merged', 'merged@example.com', tag], // merges into row 2
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    expect((await taskById(response.json<Task>().id)).counts).toMatchObject({
      created: 3,
      merged: 1,
    });
    const ids = (await byTag(tag)).items.map((i) => i.id);
    expect(ids).toHaveLength(3);
    const columns = {
      id: influencers.id,
      subscribersCount: influencers.subscribersCount,
      channelsCount: influencers.channelsCount,
      channelTypes: influencers.channelTypes,
      searchText: influencers.searchText,
    };
    const read = () =>
      t.database.db
        .select(columns)
        .from(influencers)
        .where(inArray(influencers.id, ids))
        .orderBy(influencers.id);
    const imported = await read();
    expect(imported.map((r) => r.channelsCount)).toEqual([2, 1, 1]);
    expect(imported[0]?.channelTypes).toEqual([1, 2]);
    expect(imported[0]?.searchText).toContain(`@${a}`);
    expect(imported[0]?.searchText).toContain(`https://www.twitch.tv/${a}`);
    await refreshInfluencerAggregates(t.database.db, ids);
    const recomputed = await read();
    // search_text joins channels in no set order; compare its words.
    const words = (rows: typeof imported) =>
      rows.map((r) => ({ ...r, searchText: r.searchText.split(' ').sort() }));
    expect(words(imported)).toEqual(words(recomputed));
  });

  it('resumes after the last committed batch: rows before it are not imported again', async () => {
    const tag = uniq('resume');
    const rows = Array.from({ length: IMPORT_BATCH_ROWS + 3 }, (_, i) => ({
      row: i + 2,
      cells: [`https://www.twitch.tv/${tag}${i}`, tag],
    }));
    const task = await transaction(t.database.db, (tx) =>
      createTask(tx, {
        type: 'influencer-import',
        name: 'resumed.xlsx',
        total: rows.length,
        createdBy: user.id,
        payload: { headers: ['Channel URL', 'Tags'], rows },
      }),
    );
    // As if the worker died after committing the first batch.
    await t.database.db
      .update(tasks)
      .set({
        status: 'running',
        processed: IMPORT_BATCH_ROWS,
        counts: { ...emptyCounts(), created: IMPORT_BATCH_ROWS },
      })
      .where(eq(tasks.id, task.id));
    await importInfluencersJob.handler({ taskId: task.id }, { ...t.ctx, log: silentLog });
    const done = await taskById(task.id);
    expect(done).toMatchObject({
      status: 'completed',
      processed: rows.length,
      counts: { created: IMPORT_BATCH_ROWS + 3, skipped: 0 },
    });
    const list = await byTag(tag);
    expect(list.total).toBe(3);
    expect(list.items.map((i) => i.mediaName).sort()).toEqual(
      [500, 501, 502].map((i) => `${tag}${i}`),
    );
  });

  it('refuses an empty file, a header-only sheet and a sheet without a URL column, creating nothing', async () => {
    await expectRefused(Buffer.alloc(0), messages.noItemsToImport);
    await expectRefused(await xlsxOf([['Channel URL', 'Email']]), messages.noItemsToImport);
    await expectRefused(await xlsxOf([]), messages.noItemsToImport);
    await expectRefused(
      await xlsxOf([
        ['Name', 'Email'],
        ['Ana', 'a@example.com'],
      ]),
      influencerMessages.noUrlColumn,
    );
  });

  it('decides by content: a CSV named .xlsx imports; a broken .xls, other zips and garbage are refused', async () => {
    const handle = uniq('csv');
    const csv = await upload(
      Buffer.from(`Channel URL,Email\nhttps://twitch.tv/${handle},a@b.co\n`),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(await taskById(csv.json<Task>().id)).toMatchObject({
      status: 'completed',
      counts: { created: 1 },
    });
    // OLE2 magic, then nothing an .xls holds
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    await expectRefused(xls, influencerMessages.unreadableSpreadsheet);
    // a zip that is not a workbook (a zip of one text file, stored)
    const name = Buffer.from('hello.txt');
    const data = Buffer.from('hi');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    const cdOffset = 30 + name.length + data.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(46 + name.length, 12);
    end.writeUInt32LE(cdOffset, 16);
    await expectRefused(
      Buffer.concat([local, name, data, central, name, end]),
      influencerMessages.notSpreadsheet,
    );
    // a truncated workbook
    const good = await xlsxOf([['Channel URL'], ['twitch.tv/abcdef']]);
    await expectRefused(
      good.subarray(0, good.length - 40),
      influencerMessages.unreadableSpreadsheet,
    );
    await expectRefused(Buffer.from(randomUUID().repeat(50)), influencerMessages.notSpreadsheet);
  });

  it('refuses a zip bomb by its declared unpacked size before inflating anything', async () => {
    const bytes = await xlsxOf([['Channel URL'], ['twitch.tv/abcdef']]);
    const listing = inspectZip(bytes);
    expect(listing?.entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    // declare the sheet as 300 MB unpacked
    for (let p = 0; p < bytes.length - 4; p++) {
      if (bytes.readUInt32LE(p) !== 0x02014b50) continue;
      const nameLength = bytes.readUInt16LE(p + 28);
      if (bytes.toString('utf8', p + 46, p + 46 + nameLength) === 'xl/worksheets/sheet1.xml') {
        bytes.writeUInt32LE(MAX_UNPACKED_BYTES + 1, p + 24);
      }
    }
    await expectRefused(bytes, influencerMessages.fileTooLarge);
  });

  it('refuses too many rows and too many bytes with a clear error', async () => {
    const small = await createTestApp({
      env: { IMPORT_MAX_ROWS: '5', IMPORT_MAX_BYTES: '8192' },
      database: t.database,
    });
    const smallUser = await signedIn(small);
    const rows = Array.from({ length: 6 }, (_, i) => [`twitch.tv/${uniq(`r${i}`)}`]);
    const smallUpload = importRequests(small, smallUser.headers).upload;
    const tooMany = await smallUpload(await xlsxOf([['Channel URL'], ...rows]), 'many.xlsx');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`${influencerMessages.tooManyRows} (at most 5)`);
    const big = Array.from({ length: 5 }, () => [
      `twitch.tv/${uniq('big')}`,
      randomBytes(4000).toString('hex'),
    ]);
    const tooBig = await smallUpload(await xlsxOf([['Channel URL', 'Notes'], ...big]), 'big.xlsx');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(influencerMessages.fileTooLarge);
  });

  it('wants multipart with a `file` part', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/influencer/import',
      headers: user.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = multipartFile(
      await xlsxOf([['Channel URL'], ['twitch.tv/abcdef']]),
      { field: 'other' },
    );
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/influencer/import',
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual({ file: messages.valueRequired });
  });

  it('imports 10,000 rows in batches, every row accounted for', async () => {
    const tag = uniq('bulk');
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `https://www.twitch.tv/${tag}${i}`,
      `Creator ${i}`,
      `c${i}@${tag}.example.com`,
      tag,
    ]);
    const file = await xlsxOf([['Channel URL', 'Media name', 'Email', 'Tags'], ...rows]);
    const response = await upload(file, 'bulk.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const task = await taskById(response.json<Task>().id);
    expect(task).toMatchObject({
      status: 'completed',
      total: 10_000,
      processed: 10_000,
      counts: { created: 10_000 },
    });
    expect((await byTag(tag)).total).toBe(10_000);
    // Rows/s is measured by `npm run bench -- influencers`, not asserted here.
  }, 120_000);
});
