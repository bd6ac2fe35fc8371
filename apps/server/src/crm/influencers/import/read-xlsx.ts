import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ZipListing } from './inspect-zip.ts';
import { linkedText, type SheetCollector, SheetRefusal } from './sheet-rows.ts';
import {
  MAX_COLUMNS,
  MAX_SHARED_STRINGS,
  MAX_SHARED_STRINGS_BYTES,
  MAX_SMALL_PART_BYTES,
  MAX_UNPACKED_BYTES,
} from './spreadsheet-limits.ts';
import { checkXmlRuns, countElements, storedZip, zipReader } from './zip-parts.ts';

type CellValue = ExcelJS.CellValue;

/** A cell as text; links keep their target (a "Channel URL" cell may show other text). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('hyperlink' in value && typeof value.hyperlink === 'string') {
      const text = typeof value.text === 'string' ? value.text.trim() : '';
      return linkedText(text, value.hyperlink);
    }
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    }
    if ('result' in value) return cellText((value.result ?? null) as CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
  }
  return '';
}

const attribute = (tag: string, name: RegExp) => name.exec(tag)?.[1];

/**
 * The part of the workbook's first sheet (workbook order, as the tabs show), through the
 * workbook's relationships; else the first `xl/worksheets/sheetN.xml` in the zip.
 */
export function firstSheetPart(
  workbook: string,
  rels: string,
  names: readonly string[],
): string | null {
  const sheetTag = /<(?:[\w.-]+:)?sheet\b[^>]*>/.exec(workbook)?.[0];
  const relId = sheetTag && attribute(sheetTag, /\s[\w.-]+:id\s*=\s*"([^"]*)"/);
  if (relId) {
    for (const [tag] of rels.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
      if (attribute(tag, /\sId\s*=\s*"([^"]*)"/) !== relId) continue;
      const target = attribute(tag, /\sTarget\s*=\s*"([^"]*)"/) ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      if (names.includes(path)) return path;
    }
  }
  return names.find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)) ?? null;
}

const EMPTY_RELS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
);
const EMPTY_SST = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/**
 * Reads an .xlsx: inflates (counting) only the parts the first sheet needs, checks them
 * (shared-string count, no huge text run), then streams the sheet through exceljs from a
 * stored zip of those parts, shared strings first, so nothing is spooled to disk.
 */
export async function readXlsx(
  bytes: Buffer,
  listing: ZipListing,
  collector: SheetCollector,
): Promise<void> {
  const zip = zipReader(bytes, listing, { left: MAX_UNPACKED_BYTES });
  const workbook = await zip.read('xl/workbook.xml', MAX_SMALL_PART_BYTES);
  if (!workbook) throw new SheetRefusal('notSpreadsheet');
  const rels = await zip.read('xl/_rels/workbook.xml.rels', MAX_SMALL_PART_BYTES);
  checkXmlRuns(workbook);
  if (rels) checkXmlRuns(rels);
  const sheetPart = firstSheetPart(
    workbook.toString('utf8'),
    rels?.toString('utf8') ?? '',
    zip.names(),
  );
  if (!sheetPart) return;
  const sharedStrings = await zip.read('xl/sharedStrings.xml', MAX_SHARED_STRINGS_BYTES);
  if (sharedStrings) {
    checkXmlRuns(sharedStrings);
    if (countElements(sharedStrings, 'si', MAX_SHARED_STRINGS) > MAX_SHARED_STRINGS) {
      throw new SheetRefusal('tooLarge');
    }
  }
  const sheet = await zip.read(sheetPart);
  if (!sheet) return;
  checkXmlRuns(sheet);

  const stored = storedZip([
    ['xl/_rels/workbook.xml.rels', rels ?? EMPTY_RELS],
    ['xl/workbook.xml', workbook],
    ['xl/sharedStrings.xml', sharedStrings ?? EMPTY_SST],
    ['xl/worksheets/sheet1.xml', sheet],
  ]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(stored), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = (row.values as CellValue[]).slice(1, MAX_COLUMNS + 1);
      collector.add(
        row.number,
        Array.from(values, (v) => cellText(v ?? null)),
      );
    }
    break;
  }
}
