import { PassThrough, type Readable } from 'node:stream';
import {
  type exportInfluencersRequest,
  INFLUENCER_EXPORT_STAT_COLUMNS,
  INFLUENCER_IMPORT_COLUMNS,
  type InfluencerSource,
  type InfluencerStatus,
  influencerSourceLabel,
  influencerStatusLabel,
} from '@app/contract';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Db } from '../../platform/index.ts';
import { type ChannelRow, type InfluencerRow, influencers } from '../../platform/index.ts';
import { influencerListOrder, influencerListWhere } from './list-influencer-page.ts';
import { relationsOf } from './to-influencer-dto.ts';

/** Influencers read (with their channels and lists) per query while the file streams out. */
export const EXPORT_CHUNK_ROWS = 1000;

type Input = z.output<typeof exportInfluencersRequest>;

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

function exportRow(row: InfluencerRow, channelRows: ChannelRow[], listNames: string[]) {
  const views = channelRows.some((c) => c.views !== null)
    ? channelRows.reduce((sum, c) => sum + (c.views ?? 0), 0)
    : null;
  // In INFLUENCER_IMPORT_COLUMNS order, then INFLUENCER_EXPORT_STAT_COLUMNS.
  return [
    // One link per line: the import splits a cell on white space.
    channelRows.map((c) => c.url).join('\n') || null,
    row.mediaName,
    row.firstName,
    row.lastName,
    row.email,
    row.country,
    row.language,
    joined(row.tags),
    joined(row.audiences),
    row.notes,
    row.rating,
    row.subscribersCount,
    views,
    channelRows.length,
    row.campaignsCount,
    influencerStatusLabel[row.status as InfluencerStatus],
    influencerSourceLabel[row.source as InfluencerSource],
    joined(listNames),
    row.createdAt,
    row.id,
  ];
}

/**
 * POST /influencer/export: the matching influencers (or exactly `ids`) in the list's sort, as
 * an .xlsx written row by row (exceljs' streaming writer) while chunks of EXPORT_CHUNK_ROWS
 * are read, so a 100k-row export never sits in memory. Only the ids are read up front (a few
 * hundred KB at 100k); rows deleted meanwhile are left out. Columns: the import template's,
 * so the file imports again, then the stats.
 */
export async function exportInfluencers(ctx: { db: Db }, input: Input): Promise<Readable> {
  const where = input.ids ? inArray(influencers.id, input.ids) : influencerListWhere(input);
  const ordered = await ctx.db
    .select({ id: influencers.id })
    .from(influencers)
    .where(where)
    .orderBy(...influencerListOrder(input.sort));
  const ids = ordered.map((r) => r.id);

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'CreatorHub';
  const sheet = workbook.addWorksheet('Influencers', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = [...INFLUENCER_IMPORT_COLUMNS, ...INFLUENCER_EXPORT_STAT_COLUMNS];
  sheet.columns = headers.map((header, index) => ({
    header,
    width: index === 0 ? 45 : header === 'Created at' ? 20 : 16,
    ...(header === 'Created at' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for (let start = 0; start < ids.length; start += EXPORT_CHUNK_ROWS) {
      const chunk = ids.slice(start, start + EXPORT_CHUNK_ROWS);
      const [rows, { channelsBy, listsBy }] = await Promise.all([
        ctx.db.select().from(influencers).where(inArray(influencers.id, chunk)),
        relationsOf(ctx.db, chunk),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of chunk) {
        const row = byId.get(id);
        if (!row) continue;
        const listNames = (listsBy.get(id) ?? []).map((l) => l.name);
        sheet.addRow(exportRow(row, channelsBy.get(id) ?? [], listNames)).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
