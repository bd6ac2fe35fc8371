// @vitest-environment node
// Node's File streams and slices like a browser's; jsdom's File does neither.
import { describe, expect, it } from 'vitest';
import {
  type CodeCount,
  checkCodeFileMeta,
  codeFileMessages,
  countCodes,
  createCodeCounter,
  inspectCodeFile,
  sniffCodeFile,
} from './code-file.ts';

const MB = 1024 * 1024;
const meta = (name: string, type = 'text/plain', size = 100) => ({ name, type, size });

describe('checkCodeFileMeta', () => {
  it('accepts .txt whatever its case, with a text, empty or octet-stream type', () => {
    expect(checkCodeFileMeta(meta('steam.txt'), MB)).toBeNull();
    expect(checkCodeFileMeta(meta('STEAM.TXT', ''), MB)).toBeNull();
    expect(checkCodeFileMeta(meta('keys.txt', 'application/octet-stream'), MB)).toBeNull();
    expect(checkCodeFileMeta(meta('keys.txt', 'text/plain;charset=utf-8'), MB)).toBeNull();
  });

  it('refuses other extensions and telling types, even when renamed', () => {
    expect(checkCodeFileMeta(meta('keys.csv', 'text/csv'), MB)).toBe(codeFileMessages.notTxt);
    expect(checkCodeFileMeta(meta('keys.xlsx', ''), MB)).toBe(codeFileMessages.notTxt);
    expect(checkCodeFileMeta(meta('txt', ''), MB)).toBe(codeFileMessages.notTxt);
    expect(checkCodeFileMeta(meta('keys.txt.zip', 'application/zip'), MB)).toBe(
      codeFileMessages.notTxt,
    );
    expect(checkCodeFileMeta(meta('photo.txt', 'image/png'), MB)).toBe(codeFileMessages.notTxt);
  });

  it('refuses an empty file and one over the size limit', () => {
    expect(checkCodeFileMeta(meta('keys.txt', 'text/plain', 0), MB)).toBe(codeFileMessages.empty);
    expect(checkCodeFileMeta(meta('keys.txt', 'text/plain', MB + 1), MB)).toBe(
      codeFileMessages.tooLarge,
    );
    expect(checkCodeFileMeta(meta('keys.txt', 'text/plain', MB), MB)).toBeNull();
  });
});

describe('sniffCodeFile', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('passes plain ASCII and UTF-8 text', () => {
    expect(sniffCodeFile(bytes('AAAA-BBBB-CCCC\nDDDD-EEEE\n'))).toBeNull();
    expect(sniffCodeFile(bytes('\uFEFFcodé-ключ-鍵\n'))).toBeNull();
  });

  it('refuses a NUL byte anywhere in the sniffed head', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(sniffCodeFile(png)).toBe(codeFileMessages.binary);
    const late = bytes(`${'A'.repeat(1000)}\0B`);
    expect(sniffCodeFile(late)).toBe(codeFileMessages.binary);
    // UTF-16 text has a NUL after every ASCII character.
    expect(sniffCodeFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]))).toBe(
      codeFileMessages.binary,
    );
  });

  it('refuses bytes that are not UTF-8, but not a character cut by the window', () => {
    expect(sniffCodeFile(new Uint8Array([0x41, 0xe9, 0x42]))).toBe(codeFileMessages.notUtf8);
    const cut = bytes('AB€').slice(0, 4); // € is three bytes; keep only the first
    expect(sniffCodeFile(cut)).toBeNull();
  });
});

/** A count that lists only what is not zero. */
const counted = (some: Partial<CodeCount>): CodeCount => ({
  codes: 0,
  blank: 0,
  duplicates: 0,
  invalid: 0,
  ...some,
});

describe('countCodes', () => {
  const long = 'X'.repeat(201);
  const max = 'Y'.repeat(200);
  it.each([
    ['counts one code per line with LF line ends', 'A\nB\nC\n', counted({ codes: 3 })],
    ['counts one code per line with CRLF line ends', 'A\r\nB\r\nC\r\n', counted({ codes: 3 })],
    [
      'reads a lone CR as the server does: not a line end, so the line is invalid',
      'A\rB\rC',
      counted({ invalid: 1 }),
    ],
    ['counts the last line without a line end', 'A\nB', counted({ codes: 2 })],
    ['counts no phantom line after a final line end', 'A\nB\n', counted({ codes: 2 })],
    [
      'drops the byte order mark and trims spaces before comparing codes',
      '\uFEFFAAAA\n  AAAA  \n\tBBBB\t\r\n',
      counted({ codes: 2, duplicates: 1 }),
    ],
    [
      'counts blank and whitespace-only lines apart from codes',
      '\n\nA\n   \n\r\nB\n\n',
      counted({ codes: 2, blank: 5 }),
    ],
    [
      'counts repeats within the file once per extra copy; case matters',
      'A\nB\nA\nA\nb\n',
      counted({ codes: 3, duplicates: 2 }),
    ],
    [
      'counts over-long lines and control characters as invalid',
      `${long}\n${max}\nAB\tCD\nOK\n`,
      counted({ codes: 2, invalid: 2 }),
    ],
  ])('%s', (_case, text, count) => {
    expect(countCodes(text)).toEqual(count);
  });
});

describe('createCodeCounter (streamed pieces)', () => {
  it('joins a code and a CRLF split between pieces', () => {
    const counter = createCodeCounter();
    for (const piece of ['\uFEFFAA', 'AA\r', '', '\nBB', 'BB\r\n\r', '\nCC']) counter.push(piece);
    expect(counter.finish()).toEqual(counted({ codes: 3, blank: 1 }));
  });

  it('stops looking for duplicates past its limit instead of growing without end', () => {
    const counter = createCodeCounter(3);
    counter.push('A\nB\nA\nC\nD\nA\n');
    // A, B, C, D and the last A: past the limit a repeat is no longer told apart.
    expect(counter.finish()).toEqual(counted({ codes: 5, duplicates: null }));
  });
});

describe('inspectCodeFile', () => {
  const file = (parts: BlobPart[], name = 'keys.txt', type = 'text/plain') =>
    new File(parts, name, { type });

  it('counts the codes of a good file', async () => {
    const result = await inspectCodeFile(file(['\uFEFFA-1\r\nA-2\r\n\r\nA-1\r\n']), MB);
    expect(result).toEqual({ ok: true, count: counted({ codes: 2, blank: 1, duplicates: 1 }) });
  });

  it('refuses a binary file named .txt without counting it', async () => {
    const result = await inspectCodeFile(file([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 8])]), MB);
    expect(result).toEqual({ ok: false, problem: codeFileMessages.binary });
  });

  it('refuses a NUL byte after the sniffed head too', async () => {
    const result = await inspectCodeFile(file([`${'CODE\n'.repeat(400)}`, '\0', 'X\n']), MB);
    expect(result).toEqual({ ok: false, problem: codeFileMessages.binary });
  });

  it('refuses Latin-1 text and a file of blank lines', async () => {
    expect(
      await inspectCodeFile(file([new Uint8Array([0x63, 0x6f, 0x64, 0xe9, 0x0a])]), MB),
    ).toEqual({ ok: false, problem: codeFileMessages.notUtf8 });
    expect(await inspectCodeFile(file(['\n \n\r\n']), MB)).toEqual({
      ok: false,
      problem: codeFileMessages.noCodes,
    });
  });

  it('refuses by name before reading', async () => {
    expect(await inspectCodeFile(file(['A\n'], 'keys.csv', 'text/csv'), MB)).toEqual({
      ok: false,
      problem: codeFileMessages.notTxt,
    });
  });
});
