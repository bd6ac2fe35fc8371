import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '../../src/ingest/seed/read-csv-records.ts';

async function records(chunks: string[]): Promise<(readonly string[])[]> {
  const out: (readonly string[])[] = [];
  for await (const r of readCsvRecords(Readable.from(chunks))) out.push(r);
  return out;
}

describe('streamed CSV records', () => {
  const text = 'a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n';
  const expected = [
    ['a', 'b'],
    ['x, y', 'say "hi"'],
    ['two\nlines', 'z'],
  ];

  it('reads quoted commas, doubled quotes, line breaks, CRLF and LF', async () => {
    expect(await records([text])).toEqual(expected);
  });

  it('gives the same records however the stream is cut (every split point)', async () => {
    for (let i = 1; i < text.length; i++) {
      expect(await records([text.slice(0, i), text.slice(i)])).toEqual(expected);
    }
    expect(await records([...text])).toEqual(expected);
  });

  it('keeps a last record without a final line break', async () => {
    expect(await records(['a,b\nc,'])).toEqual([
      ['a', 'b'],
      ['c', ''],
    ]);
  });
});
