import { randomUUID } from 'node:crypto';
import { ChannelType } from '@app/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { refreshInfluencerAggregates } from '../src/crm/channels/aggregates.ts';
import { insertedRow } from '../src/platform/db/inserted-row.ts';
import { channels, influencers, listInfluencers, lists } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A unique lower-case token for names, handles and tags, so tests never see each other's rows. */
export const uniq = (prefix = 'x') => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

export type TestChannel = {
  type?: ChannelType;
  handle?: string;
  subscribers?: number | null;
  title?: string | null;
  externalId?: string | null;
};

/** An influencer row with channels, made straight in the database (aggregates kept). */
export async function createTestInfluencer(
  t: TestApp,
  overrides: Partial<typeof influencers.$inferInsert> = {},
  channelList: TestChannel[] = [{}],
) {
  const row = await insertedRow(
    t.database.db
      .insert(influencers)
      .values({ mediaName: overrides.mediaName ?? uniq('media'), ...overrides })
      .returning(),
  );
  const made = [];
  for (const c of channelList) {
    const type = c.type ?? ChannelType.Youtube;
    const handle = c.handle ?? uniq('h');
    const [channel] = await t.database.db
      .insert(channels)
      .values({
        influencerId: row.id,
        type,
        url:
          type === ChannelType.Youtube
            ? `https://www.youtube.com/@${handle}`
            : `https://www.twitch.tv/${handle}`,
        lookupKey: c.externalId
          ? `id:${c.externalId}`
          : `${type === ChannelType.Youtube ? 'handle' : 'login'}:${handle}`,
        externalId: c.externalId ?? null,
        handle,
        title: c.title ?? null,
        subscribers: c.subscribers ?? null,
        statsStatus: 'ok',
      })
      .returning();
    made.push(channel);
  }
  await refreshInfluencerAggregates(t.database.db, [row.id]);
  return { ...row, channels: made };
}

/** A tuple of `N` numbers (a plain array when N is not a literal). */
type Ids<N extends number, Made extends number[] = []> = number extends N
  ? number[]
  : Made['length'] extends N
    ? Made
    : Ids<N, [...Made, number]>;

/**
 * The ids of `n` bare influencers (one YouTube channel each), made one after another so the
 * ids ascend; typed as a tuple, so a test can name each creator it gives a part.
 */
export async function createTestInfluencerIds<N extends number>(t: TestApp, n: N): Promise<Ids<N>> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await createTestInfluencer(t)).id);
  return ids as Ids<N>;
}

export async function createTestList(t: TestApp, name = uniq('list'), members: number[] = []) {
  const row = await insertedRow(
    t.database.db.insert(lists).values({ kind: 'influencer', name }).returning(),
  );
  if (members.length > 0) {
    await t.database.db
      .insert(listInfluencers)
      .values(members.map((influencerId) => ({ listId: row.id, influencerId })));
  }
  return row;
}

/** An .xlsx file with one sheet of the given rows (the first row is the header). */
export async function xlsxOf(rows: unknown[][], sheetName = 'Influencers'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `n` bare influencers in one statement, named `${prefix} 00001` .. (zero-padded, so names
 * sort like numbers) and tagged `tag`: for paging past caps and chunks.
 */
export async function insertNumberedInfluencers(
  t: TestApp,
  prefix: string,
  tag: string,
  n: number,
) {
  await t.database.db.execute(sql`
    insert into influencers (media_name, tags)
    select ${`${prefix} `} || lpad(g::text, 5, '0'), array[${tag}]
    from generate_series(1, ${n}) g`);
}
