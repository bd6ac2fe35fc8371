import zlib from 'node:zlib';
import { influencerMessages, messages } from '@app/contract';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../../test/factories.ts';
import { importRequests } from '../../../../test/import-requests.ts';
import { uniq } from '../../../../test/influencer-factories.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { MAX_SHARED_STRINGS_BYTES } from './spreadsheet-limits.ts';
import { storedZip } from './zip-parts.ts';

const t = await createTestApp();
const user = await signedIn(t);

const { upload, expectRefused, imported, byTag } = importRequests(t, user.headers);

/** Orders rows by their first value, by code unit (the same on every database). */
const byFirst = (x: unknown[], y: unknown[]) => (String(x[0]) < String(y[0]) ? -1 : 1);

/** A workbook of one sheet written by SheetJS in the given format. */
function sheetOf(rows: unknown[][], bookType: XLSX.BookType): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Creators');
  return XLSX.write(book, { type: 'buffer', bookType });
}

/** Rows every format imports: two creators, a blank row, a row skipped with its number. */
function creatorRows(tag: string, a: string, b: string): unknown[][] {
  return [
    ['Channel URL', 'Media name', 'Email', 'Tags', 'Rating'],
    [`https://www.youtube.com/@${a}`, 'Ärger Ünit', `${a}@example.com`, tag, 4],
    [],
    [`twitch.tv/${b}`, 'Bravo', null, tag, null],
    ['https://vimeo.com/nope', 'Nope', null, tag, null],
  ];
}

async function expectCreatorRows(
  file: (tag: string, a: string, b: string) => Buffer,
  filename: string,
) {
  const tag = uniq('fmt');
  const [a, b] = [uniq('a'), uniq('b')];
  const task = await imported(file(tag, a, b), filename);
  expect(task).toMatchObject({
    status: 'completed',
    total: 3,
    counts: { created: 2, skipped: 1 },
    results: [
      {
        row: 5,
        outcome: 'skipped',
        message: `${messages.unsupportedChannelUrl}: https://vimeo.com/nope`,
      },
    ],
  });
  const list = await byTag(tag);
  expect(list.items.map((i) => [i.mediaName, i.email, i.rating]).sort(byFirst)).toEqual([
    ['Bravo', null, null],
    ['Ärger Ünit', `${a}@example.com`, 4],
  ]);
}

describe('POST /influencer/import: .xls, .ods and .csv', () => {
  it('imports a legacy .xls (BIFF8) with the same per-row report', async () => {
    await expectCreatorRows(
      (tag, a, b) => sheetOf(creatorRows(tag, a, b), 'biff8'),
      'creators.xls',
    );
  });

  it('imports an OpenDocument .ods', async () => {
    await expectCreatorRows((tag, a, b) => sheetOf(creatorRows(tag, a, b), 'ods'), 'creators.ods');
  });

  it('imports a CSV with a BOM, quoted fields and semicolons', async () => {
    const tag = uniq('csv');
    const [a, b] = [uniq('a'), uniq('b')];
    const csv = [
      'Channel URL;Media name;Email;Tags;Notes',
      `https://www.youtube.com/@${a};"Doe; Jane";${a}@example.com;${tag};"said ""hi""\non two lines"`,
      ';;;;',
      `twitch.tv/${b};"Bravo";;"${tag}, indie";007`,
    ].join('\r\n');
    const task = await imported(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${csv}\r\n`)]),
      'creators.csv',
    );
    expect(task).toMatchObject({ status: 'completed', total: 2, counts: { created: 2 } });
    const list = await byTag(tag);
    expect(list.items.map((i) => [i.mediaName, i.email, i.tags]).sort(byFirst)).toEqual([
      ['Bravo', null, [tag, 'indie']],
      ['Doe; Jane', `${a}@example.com`, [tag]],
    ]);
    const jane = list.items.find((i) => i.mediaName === 'Doe; Jane');
    const notes = await t.app.inject({
      method: 'GET',
      url: `/api/influencer/${jane?.id}`,
      headers: user.headers,
    });
    expect(notes.json()).toMatchObject({ notes: 'said "hi"\non two lines' });
  });

  it('imports a workbook whose cells hold NUL characters (_x0000_ in the XML) without them', async () => {
    const tag = uniq('nul');
    const a = uniq('a');
    for (const [bookType, filename] of [
      ['xlsx', 'nul.xlsx'],
      ['ods', 'nul.ods'],
      ['xls', 'nul.xls'],
    ] as const) {
      const name = uniq(`N\u0000ul${bookType}`);
      const task = await imported(
        sheetOf(
          [
            ['Channel URL', 'Media name', 'Tags', 'Notes'],
            [`https://www.youtube.com/@${a}${bookType}`, name, tag, 'a\u0000b'],
          ],
          bookType,
        ),
        filename,
      );
      expect(task, bookType).toMatchObject({ status: 'completed', counts: { created: 1 } });
    }
    const list = await byTag(tag);
    expect(list.items.map((i) => i.mediaName?.includes('\u0000'))).toEqual([false, false, false]);
    // SheetJS (.ods, .xls) reads the NUL itself; exceljs leaves .xlsx's escape as text.
    expect(list.items.map((i) => i.mediaName?.slice(0, 6)).sort()).toEqual([
      'N_x000',
      'Nulods',
      'Nulxls',
    ]);
  });

  it('refuses a CSV with a NUL byte or not in UTF-8, and an empty file', async () => {
    await expectRefused(
      Buffer.from('Channel URL,Email\ntwitch.tv/abcdef,a@b.co\u0000\n'),
      influencerMessages.notSpreadsheet,
      { filename: 'nul.csv' },
    );
    // "Müller" in Windows-1252, as Excel's plain "CSV" saves it
    const latin1 = Buffer.from('Channel URL;Name\ntwitch.tv/abcdef;M\xfcller\n', 'latin1');
    await expectRefused(latin1, influencerMessages.csvNotUtf8, { filename: 'latin1.csv' });
    await expectRefused(Buffer.alloc(0), messages.noItemsToImport, { filename: 'empty.csv' });
  });

  it('refuses an .ods whose repeated rows and columns would expand to millions of cells', async () => {
    const content = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="S">' +
        '<table:table-row><table:table-cell office:value-type="string"><text:p>Channel URL</text:p></table:table-cell></table:table-row>' +
        '<table:table-row table:number-rows-repeated="1000000"><table:table-cell office:value-type="string" table:number-columns-repeated="1000"><text:p>twitch.tv/abcdef</text:p></table:table-cell></table:table-row>' +
        '</table:table></office:spreadsheet></office:body></office:document-content>',
    );
    const ods = Buffer.concat(
      storedZip([
        ['mimetype', Buffer.from('application/vnd.oasis.opendocument.spreadsheet')],
        ['content.xml', content],
      ]),
    );
    await expectRefused(ods, influencerMessages.fileTooLarge, { filename: 'repeat.ods' });
  });
});

/**
 * An .xlsx whose directory declares xl/sharedStrings.xml as 1 KB while it inflates to
 * `inflated` bytes of `<si><t>a</t></si>`: deflated in 1 MB chunks, headers written by hand.
 */
async function lyingZipBomb(inflated: number): Promise<Buffer> {
  const unit = Buffer.from('<si><t>a</t></si>');
  const chunk = Buffer.alloc(unit.length * 65_536);
  for (let i = 0; i < 65_536; i++) unit.copy(chunk, i * unit.length);
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">');
  for (let written = 0; written < inflated; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end('</sst>');
  await ended;
  const bomb = Buffer.concat(out);

  const parts: Array<[string, Buffer, number, number]> = []; // name, data, method, declared size
  const plain = (name: string, text: string) =>
    parts.push([name, Buffer.from(text), 0, Buffer.byteLength(text)]);
  plain(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  plain(
    'xl/workbook.xml',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  plain(
    'xl/_rels/workbook.xml.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  parts.push(['xl/sharedStrings.xml', bomb, 8, 1024]);
  plain(
    'xl/worksheets/sheet1.xml',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
  );

  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data, method, declared] of parts) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, centralBytes, end]);
}

describe('POST /influencer/import: a zip bomb that lies about its sizes', () => {
  it('answers 400 "too large" while the server keeps answering and its heap stays small', async () => {
    const inflated = 512 * 1024 * 1024;
    const bomb = await lyingZipBomb(inflated);
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    expect(inflated).toBeGreaterThan(MAX_SHARED_STRINGS_BYTES * 4);

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 10);
    let bombAnswered = false;
    const bombResponse = upload(bomb, 'creators.xlsx').then((response) => {
      bombAnswered = true;
      return response;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: user.headers });
      const took = performance.now() - started;
      expect(me.statusCode).toBe(200);
      expect(took).toBeLessThan(2000);
      expect(bombAnswered, 'the bomb was still being read').toBe(false);

      const response = await bombResponse;
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: influencerMessages.fileTooLarge });
    } finally {
      clearInterval(sampler);
    }
    expect(heapPeak - heapBefore).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);
});
