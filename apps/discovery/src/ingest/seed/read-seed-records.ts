import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { readCsvRecords } from './read-csv-records.ts';

export type SeedFormat = 'ndjson' | 'csv';

/** A record of the file: its row number as an editor shows it, and its fields or a parse error. */
export type SeedRecord =
  | { row: number; value: Record<string, unknown> }
  | { row: number; error: string };

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

/**
 * The file's records in order, streamed. NDJSON: row = line number, blank lines skipped.
 * CSV: the first record names the columns; row = the record's position counting the header
 * as row 1 (as a spreadsheet numbers it); blank records skipped.
 */
export async function* readSeedRecords(
  filePath: string,
  format: SeedFormat,
): AsyncGenerator<SeedRecord> {
  const stream = createReadStream(filePath, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    if (format === 'ndjson') {
      let row = 0;
      for await (const line of createInterface({
        input: stream,
        crlfDelay: Number.POSITIVE_INFINITY,
      })) {
        row++;
        const text = (row === 1 ? line.replace(/^\uFEFF/, '') : line).trim();
        if (text === '') continue;
        try {
          const value: unknown = JSON.parse(text);
          if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            yield { row, error: 'not a JSON object' };
          } else yield { row, value: value as Record<string, unknown> };
        } catch {
          yield { row, error: 'not valid JSON' };
        }
      }
      return;
    }
    let header: string[] | null = null;
    let row = 0;
    for await (const fields of readCsvRecords(stream)) {
      row++;
      if (header === null) {
        header = fields.map((f, i) => (i === 0 ? f.replace(/^\uFEFF/, '') : f).trim());
        continue;
      }
      if (fields.length === 1 && fields[0]?.trim() === '') continue;
      if (fields.length !== header.length) {
        yield { row, error: `has ${fields.length} fields, the header has ${header.length}` };
        continue;
      }
      const value: Record<string, unknown> = {};
      header.forEach((name, i) => {
        const cell = fields[i] ?? '';
        // An empty CSV cell is a missing value, as an absent key in NDJSON.
        if (cell.trim() !== '') value[name] = cell.trim();
      });
      yield { row, value };
    }
  } finally {
    stream.destroy();
  }
}
