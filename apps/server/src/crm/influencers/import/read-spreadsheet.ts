import { Worker } from 'node:worker_threads';
import { ErrorCode, influencerMessages, messages } from '@app/contract';
import { AppError } from '../../../platform/index.ts';
import type { ParseAnswer, ParseMessage, ParseRequest } from './parse-worker.ts';
import type { RefusalReason, Sheet } from './sheet-rows.ts';

export type { Sheet, SheetRow } from './sheet-rows.ts';
export { MAX_UNPACKED_BYTES } from './spreadsheet-limits.ts';

/** Old-generation heap of one parse worker; reaching it ends the worker ("too large"). */
const PARSE_HEAP_MB = 256;
const PARSE_YOUNG_HEAP_MB = 32;
/** Wall-clock time one file may take to read ("too large" past it). */
const PARSE_TIMEOUT_MS = 30_000;
/** Files read at once; further uploads wait for a worker. */
const MAX_PARSE_WORKERS = 2;

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);

const refuse = (message: string) => new AppError(ErrorCode.BadRequest, message, { file: message });

function refusal(reason: RefusalReason, maxRows: number): AppError {
  switch (reason) {
    case 'empty':
      return refuse(messages.noItemsToImport);
    case 'notSpreadsheet':
      return refuse(influencerMessages.notSpreadsheet);
    case 'tooLarge':
      return refuse(influencerMessages.fileTooLarge);
    case 'tooManyRows':
      return refuse(`${influencerMessages.tooManyRows} (at most ${maxRows})`);
    case 'csvNotUtf8':
      return refuse(influencerMessages.csvNotUtf8);
    default:
      return refuse(influencerMessages.unreadableSpreadsheet);
  }
}

let running = 0;
const waiting: Array<() => void> = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_PARSE_WORKERS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Reads the file in a worker thread with a heap limit and a deadline, so no file can stall
 * or exhaust the server: the worker's answer, "too large" when it ran out of heap or time,
 * "unreadable" when it died otherwise. Settles once the worker has exited. A worker that
 * fails before its readers load is a server fault and rejects.
 */
function parseInWorker(bytes: Buffer, maxRows: number): Promise<ParseAnswer> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const request: ParseRequest = { bytes: copy, maxRows };
    const worker = new Worker(WORKER_URL, {
      workerData: request,
      transferList: [copy.buffer],
      // Nothing inherited: a test runner's or the parent's flags are not the worker's.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: PARSE_HEAP_MB,
        maxYoungGenerationSizeMb: PARSE_YOUNG_HEAP_MB,
      },
    });
    let loaded = false;
    let answer: ParseAnswer | null = null;
    let failure: Error | null = null;
    const timer = setTimeout(() => {
      answer ??= { ok: false, reason: 'tooLarge' };
      void worker.terminate();
    }, PARSE_TIMEOUT_MS);
    worker.on('message', (message: ParseMessage) => {
      if (message.kind === 'loaded') loaded = true;
      else if (message.kind === 'failed') failure ??= new Error(message.error);
      else answer ??= message.answer;
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') answer ??= { ok: false, reason: 'tooLarge' };
      else if (loaded) answer ??= { ok: false, reason: 'unreadable' };
      else failure ??= error;
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else if (loaded && !failure) resolve({ ok: false, reason: 'unreadable' });
      else reject(failure ?? new Error('The spreadsheet parser exited without an answer'));
    });
  });
}

/**
 * The first sheet of an uploaded .xlsx, .xls, .ods or .csv: header row and data rows
 * (see parse-spreadsheet.ts), read in a worker thread. Refusals are 400s naming the
 * problem.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  if (bytes.length === 0) throw refusal('empty', maxRows);
  const answer = await inSlot(() => parseInWorker(bytes, maxRows));
  if (!answer.ok) throw refusal(answer.reason, maxRows);
  return answer.sheet;
}
