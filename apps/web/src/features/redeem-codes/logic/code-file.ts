import { messages, REDEEM_CODE_MAX_LENGTH, redeemCodeMessages } from '@app/contract';

// The client half of SPEC 5's rule "Redeem code import takes a .TXT file with one code per
// line": refuse what is plainly not a text file before uploading, and preview how many codes
// the file holds. The server checks everything again and has the last word.

/** How much of the file is sniffed for binary content. */
export const SNIFF_BYTES = 1024;
/** The picker's accept attribute. */
export const CODE_FILE_ACCEPT = '.txt,text/plain';
/** Beyond this many distinct codes the preview stops looking for duplicates (memory). */
export const DUPLICATE_CHECK_LIMIT = 250_000;

/** The server's own words where it has them, so both sides say the same thing. */
export const codeFileMessages = {
  notTxt: 'Choose a .txt file with one code per line',
  empty: messages.noItemsToImport,
  binary: redeemCodeMessages.binaryFile,
  notUtf8: redeemCodeMessages.notUtf8,
  tooLarge: redeemCodeMessages.fileTooLarge,
  noCodes: messages.noItemsToImport,
} as const;
export type CodeFileProblem = (typeof codeFileMessages)[keyof typeof codeFileMessages];

// Browsers report .txt as text/plain, or nothing / octet-stream on some systems.
const acceptableTypes = new Set(['', 'text/plain', 'application/octet-stream']);

/** What the file's name, type and size already say, before reading a byte. */
export function checkCodeFileMeta(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes: number,
): CodeFileProblem | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (extension !== 'txt' || !acceptableTypes.has(type)) return codeFileMessages.notTxt;
  if (file.size === 0) return codeFileMessages.empty;
  if (file.size > maxBytes) return codeFileMessages.tooLarge;
  return null;
}

/**
 * The first bytes of the file: a NUL byte means binary (images, zips, UTF-16 text); bytes
 * that are not UTF-8 mean another encoding. A multi-byte character cut by the sniff window
 * is not an error.
 */
export function sniffCodeFile(head: Uint8Array): CodeFileProblem | null {
  if (head.includes(0)) return codeFileMessages.binary;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return codeFileMessages.notUtf8;
  }
  return null;
}

export type CodeCount = {
  /** Lines the server will try to add. */
  codes: number;
  /** Lines with nothing but spaces: skipped. */
  blank: number;
  /** Repeats of a code earlier in the same file: skipped. Null when the file is too big to check. */
  duplicates: number | null;
  /** Lines over REDEEM_CODE_MAX_LENGTH or with control characters: rejected. */
  invalid: number;
};

// The server's rule (import-codes.ts): a control character inside a trimmed line makes it invalid.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Counts codes in text that arrives in pieces (a streamed file), as the server reads it: lines
 * end at LF (a CR before it is trimmed with the spaces), a UTF-8 byte order mark is not part of
 * the first code, blank lines and repeats are skipped, over-long lines and lines with control
 * characters (a lone CR too) are invalid.
 */
export function createCodeCounter(duplicateLimit = DUPLICATE_CHECK_LIMIT) {
  let carry = '';
  let first = true;
  let codes = 0;
  let blank = 0;
  let invalid = 0;
  let duplicates: number | null = 0;
  const seen = new Set<string>();

  const line = (raw: string) => {
    const code = raw.trim();
    if (!code) {
      blank += 1;
      return;
    }
    if (code.length > REDEEM_CODE_MAX_LENGTH || CONTROL.test(code)) {
      invalid += 1;
      return;
    }
    if (duplicates !== null) {
      if (seen.has(code)) {
        duplicates += 1;
        return;
      }
      if (seen.size >= duplicateLimit) {
        duplicates = null;
        seen.clear();
      } else seen.add(code);
    }
    codes += 1;
  };

  return {
    push(piece: string) {
      if (!piece) return;
      let text = piece;
      if (first) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      const parts = (carry + text).split('\n');
      carry = parts.pop() ?? '';
      for (const part of parts) line(part);
    },
    finish(): CodeCount {
      // The last line counts without a line end; a final line end adds no blank line.
      if (carry) line(carry);
      carry = '';
      return { codes, blank, duplicates, invalid };
    },
  };
}

/** The whole-string convenience (tests, small files). */
export function countCodes(text: string): CodeCount {
  const counter = createCodeCounter();
  counter.push(text);
  return counter.finish();
}

export type CodeFileCheck =
  | { ok: true; count: CodeCount }
  | { ok: false; problem: CodeFileProblem };

/** Checks a picked file and counts its codes, reading it as a stream (large files stay flat). */
export async function inspectCodeFile(file: File, maxBytes: number): Promise<CodeFileCheck> {
  const meta = checkCodeFileMeta(file, maxBytes);
  if (meta) return { ok: false, problem: meta };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const sniffed = sniffCodeFile(head);
  if (sniffed) return { ok: false, problem: sniffed };

  const counter = createCodeCounter();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.includes(0)) return { ok: false, problem: codeFileMessages.binary };
      counter.push(decoder.decode(value, { stream: true }));
    }
    counter.push(decoder.decode());
  } catch {
    return { ok: false, problem: codeFileMessages.notUtf8 };
  }
  const count = counter.finish();
  // Only blank lines: the server answers "No items to import" too.
  if (count.codes + count.invalid + (count.duplicates ?? 0) === 0)
    return { ok: false, problem: codeFileMessages.noCodes };
  return { ok: true, count };
}
