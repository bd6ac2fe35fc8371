import type { IngestContext } from '../ingest-context.ts';
import { IngestStopped } from './ingest-stopped.ts';
import { type QuotaWindow, spendQuota } from './quota-ledger.ts';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly status: number,
    readonly body: string,
    url: string,
  ) {
    super(`${url} answered ${status}: ${body.slice(0, 300)}`);
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
    const now = new Date();
    await spendQuota(ctx.db, call.source, call.window(now), call.cap, call.units ?? 1);
    call.onCall?.();
    let response: Response;
    try {
      response = await fetch(call.url, { ...call.init, signal: ctx.signal ?? null });
    } catch (error) {
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

/** The JSON body of a 2xx answer; anything else throws ProviderError with the body. */
export async function expectJson(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new ProviderError(response.status, text, url);
  return JSON.parse(text);
}
