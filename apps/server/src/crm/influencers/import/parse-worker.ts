// The parse worker's entry (see read-spreadsheet.ts): loads the readers, says so, reads one
// file and posts one answer. A refusal or a parser's error is an answer; an error that
// escapes (or the heap limit) ends the worker and the main thread answers for it.
import { parentPort, workerData } from 'node:worker_threads';
import type { RefusalReason, Sheet } from './sheet-rows.ts';

export type ParseRequest = { bytes: Uint8Array; maxRows: number };
export type ParseAnswer = { ok: true; sheet: Sheet } | { ok: false; reason: RefusalReason };
export type ParseMessage =
  | { kind: 'loaded' }
  | { kind: 'answer'; answer: ParseAnswer }
  | { kind: 'failed'; error: string };

// A reader that cannot load is the server's fault, not the file's.
const LOAD_ERRORS = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNKNOWN_FILE_EXTENSION']);

const post = (message: ParseMessage) => parentPort?.postMessage(message);

const { parseSpreadsheet } = await import('./parse-spreadsheet.ts');
const { SheetRefusal } = await import('./sheet-rows.ts');
post({ kind: 'loaded' });

const { bytes, maxRows } = workerData as ParseRequest;
try {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  post({ kind: 'answer', answer: { ok: true, sheet: await parseSpreadsheet(buffer, maxRows) } });
} catch (error) {
  if (error instanceof SheetRefusal) {
    post({ kind: 'answer', answer: { ok: false, reason: error.reason } });
  } else if (LOAD_ERRORS.has((error as { code?: string }).code ?? '')) {
    post({ kind: 'failed', error: String(error) });
  } else {
    post({ kind: 'answer', answer: { ok: false, reason: 'unreadable' } });
  }
}
