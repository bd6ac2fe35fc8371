import * as XLSX from '@e965/xlsx';
import type { ZipListing } from './inspect-zip.ts';
import { linkedText, type SheetCollector, SheetRefusal } from './sheet-rows.ts';
import {
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_SMALL_PART_BYTES,
  MAX_TEXT_BYTES,
  MAX_UNPACKED_BYTES,
} from './spreadsheet-limits.ts';
import { storedZip, zipReader } from './zip-parts.ts';

// SheetJS Community Edition (republished on npm as @e965/xlsx) reads .xls, .ods and CSV.
// Only the first sheet is parsed; values stay raw (no formulas, styles or formatted text).
const OPTIONS: XLSX.ParsingOptions = {
  dense: true,
  sheets: 0,
  cellDates: true,
  cellFormula: false,
  cellHTML: false,
  cellNF: false,
  cellStyles: false,
  cellText: false,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text; links keep their target, dates read as YYYY-MM-DD. */
export function sheetjsCellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  let text = '';
  if (cell.t === 's') text = String(cell.v ?? '').trim();
  else if (cell.t === 'n' || cell.t === 'b') text = String(cell.v);
  else if (cell.t === 'd' && cell.v instanceof Date && !Number.isNaN(cell.v.getTime())) {
    // SheetJS builds dates in local time
    const d = cell.v;
    text = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  const target = cell.l?.Target;
  return typeof target === 'string' && target ? linkedText(text, target) : text;
}

function collectFirstSheet(
  workbook: XLSX.WorkBook,
  collector: SheetCollector,
  rowOffset = 0,
): void {
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  const data = sheet?.['!data'];
  if (!data) return;
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row) continue;
    const width = Math.min(row.length, MAX_COLUMNS);
    const cells = Array.from({ length: width }, (_, c) => sheetjsCellText(row[c]));
    collector.add(r + 1 + rowOffset, cells);
  }
}

function parse(data: Buffer | string, options: XLSX.ParsingOptions): XLSX.WorkBook {
  try {
    return XLSX.read(data, { ...OPTIONS, ...options });
  } catch {
    throw new SheetRefusal('unreadable');
  }
}

/** A legacy .xls (BIFF in an OLE2 container): not compressed, so its size is its cost. */
export function readXls(bytes: Buffer, collector: SheetCollector): void {
  if (bytes.length > MAX_TEXT_BYTES) throw new SheetRefusal('tooLarge');
  collectFirstSheet(parse(bytes, { type: 'buffer' }), collector);
}

/**
 * Upper bound of the cells SheetJS stores for an .ods content.xml, repeats included
 * (`number-rows-repeated` x `number-columns-repeated`): a few bytes may otherwise ask for
 * millions of copies of one cell. Empty cells are never stored and not counted.
 */
export function odsCellCount(content: string, stopAt: number): number {
  const tags = /<(\/?)(?:[\w.-]+:)?(table-row|table-cell)\b([^>]*)>/g;
  const repeat = (attributes: string, name: string) => {
    const match = new RegExp(`${name}\\s*=\\s*"(\\d+)"`).exec(attributes);
    return match ? Number(match[1]) : 1;
  };
  let rowRepeat = 1;
  let total = 0;
  for (let m = tags.exec(content); m && total <= stopAt; m = tags.exec(content)) {
    const [, closing, element, attributes = ''] = m;
    if (element === 'table-row') {
      rowRepeat = closing ? 1 : repeat(attributes, 'number-rows-repeated');
      continue;
    }
    if (closing) continue;
    if (attributes.endsWith('/') && !/value-type\s*=/.test(attributes)) continue;
    total += repeat(attributes, 'number-columns-repeated') * rowRepeat;
  }
  return total;
}

const EMPTY_MANIFEST = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
);

/** An OpenDocument spreadsheet: content.xml (and styles.xml for date formats) only. */
export async function readOds(
  bytes: Buffer,
  listing: ZipListing,
  collector: SheetCollector,
): Promise<void> {
  const zip = zipReader(bytes, listing, { left: MAX_UNPACKED_BYTES });
  const content = await zip.read('content.xml', MAX_TEXT_BYTES);
  if (!content) throw new SheetRefusal('unreadable');
  if (odsCellCount(content.toString('latin1'), MAX_CELLS) > MAX_CELLS) {
    throw new SheetRefusal('tooLarge');
  }
  const styles = await zip.read('styles.xml', MAX_SMALL_PART_BYTES);
  const stored = storedZip([
    ['mimetype', Buffer.from('application/vnd.oasis.opendocument.spreadsheet')],
    ['META-INF/manifest.xml', EMPTY_MANIFEST],
    ...(styles ? [['styles.xml', styles] as const] : []),
    ['content.xml', content],
  ]);
  collectFirstSheet(parse(Buffer.concat(stored), { type: 'buffer' }), collector);
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter the first line uses most (outside quotes); a comma when it uses none. */
export function csvDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && DELIMITERS.some((d) => d === char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = counts.get(d) ?? 0;
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

// Control characters other than tab, line feed and carriage return: not text.
const isControlByte = (b: number) =>
  (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f;

/**
 * Text that is not a zip or OLE2 file: read as CSV when it is UTF-8 (a BOM allowed)
 * without control characters, and has a line break or a delimiter. The delimiter is the
 * file's `sep=` line's, else the one its first line uses most (comma, semicolon, tab,
 * pipe). Values are read raw: "007" stays "007".
 */
export function readCsv(bytes: Buffer, collector: SheetCollector): void {
  if (bytes.length > MAX_TEXT_BYTES) throw new SheetRefusal('tooLarge');
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (body.some(isControlByte)) throw new SheetRefusal('notSpreadsheet');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw new SheetRefusal('csvNotUtf8');
  }
  const sepLine = /^sep=(.)\r?\n/i.exec(text);
  const rest = sepLine ? text.slice(sepLine[0].length) : text;
  const delimiter = sepLine?.[1] ?? csvDelimiter(rest);
  if (!/[\n\r]/.test(rest) && !rest.includes(delimiter)) throw new SheetRefusal('notSpreadsheet');
  const delimiterCode = delimiter.charCodeAt(0);
  let fields = 0;
  for (let i = 0; i < rest.length; i++) {
    const code = rest.charCodeAt(i);
    if (code === delimiterCode || code === 0x0a) fields++;
  }
  if (fields > MAX_CELLS) throw new SheetRefusal('tooLarge');
  // `sep=` makes SheetJS read CSV with that delimiter whatever the text looks like (without
  // it, a first cell such as "TABLE" or "<b>" is taken for another format).
  const workbook = parse(`sep=${delimiter}\n${rest}`, { type: 'string', raw: true });
  collectFirstSheet(workbook, collector, sepLine ? 1 : 0);
}
