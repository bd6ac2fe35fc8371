import { Readable } from 'node:stream';
import { ErrorCode, influencerMessages, messages } from '@app/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../../errors/app-error.ts';
import { inspectZip } from './inspect-zip.ts';

export type SheetRow = { row: number; cells: string[] };
export type Sheet = { headerRow: number; headers: string[]; rows: SheetRow[] };

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Unpacked size above which a file is refused whatever it declares (a zip bomb guard). */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const MAX_COLUMNS = 200;

const refuse = (message: string) => new AppError(ErrorCode.BadRequest, message, { file: message });

/**
 * Decides by content, never by name or declared type: legacy .xls (OLE2, D0 CF 11 E0) is
 * refused with advice to save as .xlsx; anything but a zip holding [Content_Types].xml and
 * xl/workbook.xml is "not a spreadsheet"; a zip declaring more than MAX_UNPACKED_BYTES
 * unpacked is "too large".
 */
export function checkSpreadsheetBytes(bytes: Buffer): void {
  if (bytes.length === 0) throw refuse(messages.noItemsToImport);
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) throw refuse(influencerMessages.legacyXls);
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw refuse(influencerMessages.notSpreadsheet);
  const zip = inspectZip(bytes);
  if (!zip) throw refuse(influencerMessages.unreadableSpreadsheet);
  const names = new Set(zip.entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    throw refuse(influencerMessages.notSpreadsheet);
  }
  if (zip.totalUncompressed > MAX_UNPACKED_BYTES) throw refuse(influencerMessages.fileTooLarge);
}

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
      return /^(https?:\/\/|www\.|youtu|twitch)/i.test(text) || !value.hyperlink.startsWith('http')
        ? text || value.hyperlink
        : value.hyperlink;
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

/**
 * Streams the first worksheet: the first non-empty row is the header, then data rows (blank
 * rows dropped). Stops reading past maxRows data rows ("too many rows"). Async throughout,
 * so parsing a big file yields to other requests.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  checkSpreadsheetBytes(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'cache',
    styles: 'ignore',
    entries: 'emit',
  });
  let headers: string[] | null = null;
  let headerRow = 0;
  const rows: SheetRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as CellValue[]).slice(1, MAX_COLUMNS + 1);
        const cells = values.map((v) => cellText(v ?? null));
        if (cells.every((c) => c === '')) continue;
        if (!headers) {
          headers = cells;
          headerRow = row.number;
          continue;
        }
        if (rows.length >= maxRows) {
          throw refuse(`${influencerMessages.tooManyRows} (at most ${maxRows})`);
        }
        rows.push({ row: row.number, cells });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(influencerMessages.unreadableSpreadsheet);
  }
  return { headerRow, headers: headers ?? [], rows };
}
