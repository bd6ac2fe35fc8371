import { inspectZip } from './inspect-zip.ts';
import { type Sheet, SheetCollector, SheetRefusal } from './sheet-rows.ts';
import { MAX_SMALL_PART_BYTES, MAX_UNPACKED_BYTES } from './spreadsheet-limits.ts';
import { zipReader } from './zip-parts.ts';

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';

/**
 * Reads the first sheet of a spreadsheet, recognised by content, never by name or declared
 * type: OLE2 (D0 CF 11 E0) is .xls; a zip holding xl/workbook.xml is .xlsx; a zip whose
 * `mimetype` is an OpenDocument spreadsheet's is .ods; other zips are "not a spreadsheet";
 * anything else is tried as CSV text. A zip declaring more than MAX_UNPACKED_BYTES is
 * refused at once, and every entry read is counted as it inflates. Runs in the parse
 * worker (read-spreadsheet.ts); refusals are SheetRefusal, anything else means unreadable.
 * Each reader's library (exceljs, SheetJS) loads only for its formats, so a worker starts
 * faster.
 */
export async function parseSpreadsheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  if (bytes.length === 0) throw new SheetRefusal('empty');
  const collector = new SheetCollector(maxRows);
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) {
    (await import('./read-with-sheetjs.ts')).readXls(bytes, collector);
    return collector.sheet();
  }
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    (await import('./read-with-sheetjs.ts')).readCsv(bytes, collector);
    return collector.sheet();
  }
  const listing = inspectZip(bytes);
  if (!listing) throw new SheetRefusal('unreadable');
  if (listing.totalUncompressed > MAX_UNPACKED_BYTES) throw new SheetRefusal('tooLarge');
  const zip = zipReader(bytes, listing, { left: MAX_SMALL_PART_BYTES });
  if (zip.has('xl/workbook.xml')) {
    await (await import('./read-xlsx.ts')).readXlsx(bytes, listing, collector);
    return collector.sheet();
  }
  const mimetype = await zip.read('mimetype', 1024).catch(() => null);
  if (mimetype?.toString('latin1').trim().startsWith(ODS_MIMETYPE)) {
    await (await import('./read-with-sheetjs.ts')).readOds(bytes, listing, collector);
    return collector.sheet();
  }
  throw new SheetRefusal('notSpreadsheet');
}
