import {
  ChannelType,
  INFLUENCER_EXPORT_FILE,
  INFLUENCER_EXPORT_STAT_COLUMNS,
  INFLUENCER_IMPORT_COLUMNS,
  type Task,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories.ts';
import {
  createTestInfluencer,
  createTestList,
  insertNumberedInfluencers,
  uniq,
} from '../../../test/influencer-factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { channels } from '../../platform/db/schema/index.ts';
import { EXPORT_CHUNK_ROWS } from './export-influencers.ts';
import { mapHeaders } from './import/map-rows.ts';

const t = await createTestApp();
const user = await signedIn(t);

const exportFile = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/influencer/export',
    headers: user.headers,
    payload,
  });

/** The first sheet's rows as plain values (header first). */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const HEADERS = [...INFLUENCER_IMPORT_COLUMNS, ...INFLUENCER_EXPORT_STAT_COLUMNS];
const column = (name: (typeof HEADERS)[number]) => HEADERS.indexOf(name);

async function threeTagged() {
  const tag = uniq('exp');
  const small = await createTestInfluencer(
    t,
    { mediaName: 'Small', tags: [tag, 'indie'], country: 'DE', rating: 3 },
    [{ subscribers: 100 }],
  );
  const big = await createTestInfluencer(
    t,
    { mediaName: 'Big', tags: [tag], email: 'big@example.com', firstName: 'Bo', status: 2 },
    [{ subscribers: 5000 }, { type: ChannelType.Twitch, subscribers: 1000 }],
  );
  const middle = await createTestInfluencer(t, { mediaName: 'Middle', tags: [tag] }, [
    { subscribers: 2000 },
  ]);
  return { tag, small, big, middle };
}

describe('POST /influencer/export', () => {
  it('streams the matching influencers in the sort, template columns then stats', async () => {
    const { tag, small, big, middle } = await threeTagged();
    const list = await createTestList(t, uniq('vip'), [big.id]);
    await t.database.db
      .update(channels)
      .set({ views: 70 })
      .where(eq(channels.influencerId, big.id));
    await createTestInfluencer(t, { mediaName: 'Other', tags: [uniq('other')] });

    const response = await exportFile({
      filters: { tags: [tag] },
      sort: { field: 'subscribersCount', order: 'desc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${INFLUENCER_EXPORT_FILE}"`,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((r) => r[column('Media name')])).toEqual(['Big', 'Middle', 'Small']);
    const bigRow = rows[1] as unknown[];
    expect(bigRow[column('Channel URL')]).toBe(big.channels.map((c) => c?.url).join('\n'));
    expect(bigRow[column('Email')]).toBe('big@example.com');
    expect(bigRow[column('First name')]).toBe('Bo');
    expect(bigRow[column('Subscribers')]).toBe(6000);
    expect(bigRow[column('Views')]).toBe(140);
    expect(bigRow[column('Channel count')]).toBe(2);
    expect(bigRow[column('Status')]).toBe('Suspended');
    expect(bigRow[column('Lists')]).toBe(list.name);
    expect(bigRow[column('Influencer ID')]).toBe(big.id);
    expect(bigRow[column('Created at')]).toBeInstanceOf(Date);
    const smallRow = rows[3] as unknown[];
    expect(smallRow[column('Tags')]).toBe(`${tag}, indie`);
    expect(smallRow[column('Country')]).toBe('DE');
    expect(smallRow[column('Rating')]).toBe(3);
    expect(smallRow[column('Views')]).toBeUndefined();
    expect(smallRow[column('Status')]).toBe('Active');
    expect(smallRow[column('Influencer ID')]).toBe(small.id);
    expect((rows[2] as unknown[])[column('Influencer ID')]).toBe(middle.id);
  });

  it('exports exactly the ids given, whatever the filters, in the sort', async () => {
    const { small, big, middle } = await threeTagged();
    const response = await exportFile({
      ids: [small.id, middle.id],
      filters: { tags: [uniq('nobody')] },
      search: 'no such creator',
      sort: { field: 'mediaName', order: 'asc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await sheetRows(response.rawPayload);
    expect(rows.slice(1).map((r) => r[column('Influencer ID')])).toEqual([middle.id, small.id]);
    expect(rows.slice(1).map((r) => r[column('Influencer ID')])).not.toContain(big.id);
  });

  it('keeps the order across read chunks and answers a header-only file when nothing matches', async () => {
    const tag = uniq('many');
    const n = EXPORT_CHUNK_ROWS + 5;
    await insertNumberedInfluencers(t, 'Bulk', tag, n);
    const response = await exportFile({
      filters: { tags: [tag] },
      sort: { field: 'mediaName', order: 'desc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = (await sheetRows(response.rawPayload)).slice(1).map((r) => r[1]);
    expect(names).toHaveLength(n);
    expect(names[0]).toBe(`Bulk ${String(n).padStart(5, '0')}`);
    expect(names.at(-1)).toBe('Bulk 00001');
    expect(names).toEqual([...names].sort().reverse());

    const none = await exportFile({ filters: { tags: [uniq('none')] } });
    expect(none.statusCode).toBe(200);
    expect(await sheetRows(none.rawPayload)).toEqual([HEADERS]);
  });

  it('writes a file the import reads again: every row merges into its creator by channel', async () => {
    const { tag, small, big, middle } = await threeTagged();
    const exported = await exportFile({ filters: { tags: [tag] } });
    const headerRow = (await sheetRows(exported.rawPayload))[0] as string[];
    // Only the template's columns are read; the stats are ignored.
    expect([...mapHeaders(headerRow).keys()].sort((a, b) => a - b)).toEqual(
      INFLUENCER_IMPORT_COLUMNS.map((_, i) => i),
    );
    const { payload, headers } = multipartFile(exported.rawPayload, { filename: 'again.xlsx' });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/influencer/import',
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const tasks = await t.app.inject({
      method: 'GET',
      url: '/api/task/influencer-import?limit=100',
      headers: user.headers,
    });
    const task = tasks.json<{ items: Task[] }>().items.find((x) => x.id === imported.json().id);
    expect(task?.counts).toMatchObject({ created: 0, merged: 3, skipped: 0 });
    expect(task?.results.map((r) => r.influencerId).sort()).toEqual(
      [small.id, big.id, middle.id].sort(),
    );
  });

  it('validates the body like the list (ids need at least one)', async () => {
    const response = await exportFile({ ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('ids');
  });
});
