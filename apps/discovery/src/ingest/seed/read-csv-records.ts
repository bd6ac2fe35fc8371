import type { Readable } from 'node:stream';

/** Yielded in place of a record longer than the limit (its text is not kept). */
export const CSV_RECORD_TOO_LONG: readonly string[] = Object.freeze([]);

/**
 * RFC 4180 records from a text stream, one at a time (quoted fields may hold commas, quotes
 * as "" and line breaks; CRLF or LF). Only the record being read is held in memory: one
 * longer than `maxRecordChars` is dropped as it is read and yields CSV_RECORD_TOO_LONG.
 */
export async function* readCsvRecords(
  input: Readable,
  maxRecordChars = Number.POSITIVE_INFINITY,
): AsyncGenerator<readonly string[]> {
  let field = '';
  let record: string[] = [];
  let recordChars = 0;
  let tooLong = false;
  let quoted = false;
  let afterQuote = false;
  let pendingCr = false;
  let fieldStarted = false;
  for await (const chunk of input) {
    const text = String(chunk);
    const out: (readonly string[])[] = [];
    const end = (fields: string[]) => {
      out.push(tooLong ? CSV_RECORD_TOO_LONG : fields);
      tooLong = false;
      recordChars = 0;
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      recordChars++;
      if (recordChars > maxRecordChars && !tooLong) {
        tooLong = true;
        record = [];
        field = '';
      }
      if (tooLong) {
        // Characters are dropped, but quotes and line ends still tell where the record ends.
        field = '';
        record.length = 0;
      }
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i++;
          } else if (i + 1 === text.length) {
            // A quote at the chunk's end: the next chunk says whether it is "" or the close.
            quoted = false;
            afterQuote = true;
          } else {
            quoted = false;
          }
        } else field += c;
        continue;
      }
      if (afterQuote && c === '"') {
        field += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (pendingCr && c !== '\n') pendingCr = false;
      if (c === '"' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
      } else if (c === ',') {
        record.push(field);
        field = '';
        fieldStarted = false;
      } else if (c === '\r') {
        pendingCr = true;
        end([...record, field]);
        record = [];
        field = '';
        fieldStarted = false;
      } else if (c === '\n') {
        if (pendingCr) {
          pendingCr = false;
          continue;
        }
        end([...record, field]);
        record = [];
        field = '';
        fieldStarted = false;
      } else {
        field += c;
        fieldStarted = true;
      }
    }
    for (const r of out) yield r;
  }
  if (tooLong) yield CSV_RECORD_TOO_LONG;
  else if (fieldStarted || record.length > 0 || field !== '') yield [...record, field];
}
