import type { Readable } from 'node:stream';

/**
 * RFC 4180 records from a text stream, one at a time (quoted fields may hold commas, quotes
 * as "" and line breaks; CRLF or LF). Only the record being read is held in memory.
 */
export async function* readCsvRecords(input: Readable): AsyncGenerator<string[]> {
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let pendingCr = false;
  let fieldStarted = false;
  for await (const chunk of input) {
    const text = String(chunk);
    const out: string[][] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
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
        out.push([...record, field]);
        record = [];
        field = '';
        fieldStarted = false;
      } else if (c === '\n') {
        if (pendingCr) {
          pendingCr = false;
          continue;
        }
        out.push([...record, field]);
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
  if (fieldStarted || record.length > 0 || field !== '') yield [...record, field];
}
