import { answerProblemWords, readAnswer } from '@app/contract/providers';
import type { z } from 'zod';
import type { IngestContext } from '../ingest-context.ts';
import { IngestStopped } from './ingest-stopped.ts';
import { bucketEmptyUntil, noteBucket, type Pacing, takeSlot } from './provider-pacing.ts';
import { type QuotaWindow, spendQuota } from './quota-ledger.ts';

/**
 * A provider answer the run cannot use: a non-2xx status (`body` its text), or a 2xx whose
 * body is not what the provider's reference describes (`problem` says how, in words).
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, url: string, problem?: string) {
    super(
      problem ? `${url} answered ${problem}` : `${url} answered ${status}: ${body.slice(0, 300)}`,
    );
    this.status = status;
    this.body = body;
  }
}

export type ProviderCall = {
  /** The ledger's source (igdb, twitch, youtube, ...). */
  source: string;
  window: (now: Date) => QuotaWindow;
  cap: number;
  units?: number;
  url: string;
  init: RequestInit;
  /** Counts each request made (the run's report). */
  onCall?: () => void;
  /** In-process spacing and open-request limit (IGDB). */
  pacing?: Pacing;
};

/** When a 429 (or a spent bucket) may be retried: Retry-After seconds, or Ratelimit-Reset epoch. */
export function retryAt(headers: Headers, now: Date): Date | null {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return new Date(now.getTime() + seconds * 1000);
    const date = new Date(retryAfter);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const reset = Number(headers.get('ratelimit-reset'));
  if (reset > 0) return new Date(reset * 1000);
  return null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new IngestStopped('aborted', null, 'aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new IngestStopped('aborted', null, 'aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Network failures (a reset connection, a refused one) tried again before the run stops. */
const NETWORK_RETRIES = 2;
/** How long a run stopped by the network waits before the scheduler may resume it. */
const UNREACHABLE_PAUSE_MS = 60_000;

/**
 * One provider request through the quota ledger. A 429 is waited out when its reset is near
 * (config.maxRateLimitWaitMs) and retried; a far one stops the run (IngestStopped) so the
 * scheduler resumes later from the cursors. A network failure is tried again twice, then
 * stops the run the same way ('unreachable'). Other non-2xx answers throw ProviderError.
 */
export async function providerFetch(ctx: IngestContext, call: ProviderCall): Promise<Response> {
  let networkFailures = 0;
  for (let attempt = 0; ; attempt++) {
    if (ctx.signal?.aborted) throw new IngestStopped('aborted', null, 'aborted');
    await waitForBucket(ctx, call.source);
    const now = new Date();
    await spendQuota(ctx.db, call.source, call.window(now), call.cap, call.units ?? 1);
    call.onCall?.();
    let response: Response;
    const release = call.pacing
      ? await takeSlot(call.source, call.pacing, ctx.signal ?? undefined)
      : () => {};
    try {
      // Bounded: a provider that accepts the connection and never answers (or stops half-way
      // through the body, read under the same signal) counts as a network failure.
      const timeout = AbortSignal.timeout(ctx.config.providerTimeoutMs);
      response = await fetch(call.url, {
        ...call.init,
        signal: ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout,
      });
      noteBucket(call.source, response.headers);
      release();
    } catch (error) {
      release();
      if (ctx.signal?.aborted) throw new IngestStopped('aborted', null, 'aborted');
      networkFailures += 1;
      if (networkFailures > NETWORK_RETRIES) {
        throw new IngestStopped(
          'unreachable',
          new Date(Date.now() + UNREACHABLE_PAUSE_MS),
          `${call.source} unreachable: ${error instanceof Error ? (error.cause ?? error.message) : error}`,
        );
      }
      ctx.log.info('provider unreachable: trying again', { source: call.source, networkFailures });
      await sleep(250 * networkFailures, ctx.signal);
      continue;
    }
    if (response.status !== 429) return response;
    await response.body?.cancel();
    const until = retryAt(response.headers, new Date()) ?? new Date(Date.now() + 1000);
    const waitMs = Math.max(0, until.getTime() - Date.now());
    if (waitMs > ctx.config.maxRateLimitWaitMs || attempt >= 5) {
      throw new IngestStopped(
        'rate-limited',
        until,
        `${call.source} rate-limited until ${until.toISOString()}`,
      );
    }
    ctx.log.info('rate limited: waiting', { source: call.source, waitMs });
    // Resets are whole seconds: a little past it, the bucket has surely refilled.
    await sleep(waitMs + 50, ctx.signal);
  }
}

/**
 * Helix said its points bucket is empty (Ratelimit-Remaining 0): the next call waits for the
 * reset when it is near, else the run stops until then, instead of spending a 429.
 */
async function waitForBucket(ctx: IngestContext, source: string): Promise<void> {
  const until = bucketEmptyUntil(source);
  if (until === null) return;
  const waitMs = until - Date.now();
  if (waitMs > ctx.config.maxRateLimitWaitMs) {
    const at = new Date(until);
    throw new IngestStopped('rate-limited', at, `${source} points spent until ${at.toISOString()}`);
  }
  await sleep(waitMs + 50, ctx.signal);
}

/**
 * The body of a 2xx answer read through the provider's schema. A non-2xx answer throws
 * ProviderError with its body; an HTML page, an empty or cut-off body, an error inside a 200
 * or a shape the reference does not describe throws ProviderError saying which; a body that
 * stops arriving stops the run as unreachable.
 */
export async function readJson<S extends z.ZodType>(
  response: Response,
  url: string,
  schema: S,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new IngestStopped(
      'unreachable',
      new Date(Date.now() + UNREACHABLE_PAUSE_MS),
      `${url} stopped answering half-way: ${(error as Error).message}`,
    );
  }
  if (!response.ok) throw new ProviderError(response.status, text, url);
  const read = readAnswer(text, schema);
  if (read.ok) return read.value;
  throw new ProviderError(
    response.status,
    text,
    url,
    `${answerProblemWords(read.problem)} (${read.detail})`,
  );
}
