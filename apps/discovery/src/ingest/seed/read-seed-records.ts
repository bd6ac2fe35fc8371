import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CSV_RECORD_TOO_LONG, readCsvRecords } from './read-csv-records.ts';

export type SeedFormat = 'ndjson' | 'csv';

/** The longest row read, in characters: a longer one is refused without being held. */
export const SEED_MAX_ROW_CHARS = 1024 * 1024;

/**
 * A record of the file: its row number as an editor shows it, its text as in the file (an
 * NDJSON line; a CSV record written back as CSV), and its fields or why they cannot be read.
 * A CSV file's first record is its header.
 */
export type SeedRecord =
  | { row: number; line: string; value: Record<string, unknown> }
  | { row: number; line: string; error: string }
  | { row: number; line: string; header: true };

/** NDJSON when the first non-blank character opens a JSON object, else CSV. */
export async function detectSeedFormat(filePath: string): Promise<SeedFormat> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    return head.startsWith('{') ? 'ndjson' : 'csv';
  } finally {
    await handle.close();
  }
}

/** A CSV cell as written: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const tooLong = `is longer than ${SEED_MAX_ROW_CHARS} characters`;

/**
 * The stream's lines (LF or CRLF), each with its number; a line longer than the limit is
 * dropped as it is read and yields null, so one huge line cannot fill the memory.
 */
async function* readLines(input: Readable): AsyncGenerator<{ row: number; text: string | null }> {
  let row = 0;
  let parts: string[] = [];
  let length = 0;
  let dropped = false;
  const take = (piece: string) => {
    if (dropped) return;
    length += piece.length;
    if (length > SEED_MAX_ROW_CHARS) {
      dropped = true;
      parts = [];
    } else parts.push(piece);
  };
  const finish = () => {
    row++;
    const text = dropped ? null : parts.join('').replace(/\r$/, '');
    parts = [];
    length = 0;
    dropped = false;
    return { row, text };
  };
  for await (const chunk of input) {
    const text = String(chunk);
    let start = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', start)) {
      take(text.slice(start, i));
      yield finish();
      start = i + 1;
    }
    take(text.slice(start));
  }
  if (length > 0 || dropped) yield finish();
}

/**
 * The file's records in order, streamed. NDJSON: row = line number, blank lines skipped.
 * CSV: the first record names the columns; row = the record's position counting the header
 * as row 1 (as a spreadsheet numbers it); blank records skipped. Reading never throws on
 * content: a row that cannot be read is a record with its error.
 */
export async function* readSeedRecords(
  filePath: string,
  format: SeedFormat,
): AsyncGenerator<SeedRecord> {
  const stream = createReadStream(filePath, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    if (format === 'ndjson') {
      for await (const { row, text: raw } of readLines(stream)) {
        if (raw === null) {
          yield { row, line: '', error: tooLong };
          continue;
        }
        const text = (row === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
        if (text === '') continue;
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          yield { row, line: text, error: 'not valid JSON' };
          continue;
        }
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
          yield { row, line: text, error: 'not a JSON object' };
        } else yield { row, line: text, value: value as Record<string, unknown> };
      }
      return;
    }
    let header: string[] | null = null;
    let row = 0;
    for await (const fields of readCsvRecords(stream, SEED_MAX_ROW_CHARS)) {
      row++;
      if (fields === CSV_RECORD_TOO_LONG) {
        yield { row, line: '', error: tooLong };
        continue;
      }
      const line = fields.map(csvCell).join(',');
      if (header === null) {
        header = fields.map((f, i) => (i === 0 ? f.replace(/^\uFEFF/, '') : f).trim());
        yield { row, line: header.map(csvCell).join(','), header: true };
        continue;
      }
      if (fields.length === 1 && fields[0]?.trim() === '') continue;
      if (fields.length !== header.length) {
        yield {
          row,
          line,
          error: `has ${fields.length} fields, the header has ${header.length}`,
        };
        continue;
      }
      const value: Record<string, unknown> = {};
      header.forEach((name, i) => {
        const cell = fields[i] ?? '';
        // An empty CSV cell is a missing value, as an absent key in NDJSON.
        if (cell.trim() !== '') value[name] = cell.trim();
      });
      yield { row, line, value };
    }
  } finally {
    stream.destroy();
  }
}
