import { answerProblemWords, readAnswer } from '@app/contract/providers';
import type { z } from 'zod';

/**
 * Why a provider call failed (issue 31 maps these to the words people read):
 * - quota: the daily quota is spent (ours or the platform's answer); stop, try tomorrow;
 * - rate_limited: too many calls too fast (YouTube rateLimitExceeded, Helix 429 with its
 *   points bucket empty); worth retrying in a moment, nothing to change;
 * - auth: the key or client credentials are refused; nothing will work until config changes;
 * - unavailable: network error, timeout or 5xx; worth retrying later;
 * - bad_response: an answer we cannot read (HTML, empty, cut off, an error inside a 200, a
 *   shape the provider's reference does not describe).
 */
export type ProviderErrorKind = 'quota' | 'rate_limited' | 'auth' | 'unavailable' | 'bad_response';

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly status: number | null;
  /** What an Admin does about it, in plain words ("Set YOUTUBE_API_KEY to …"); null: wait. */
  readonly fix: string | null;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    status: number | null = null,
    fix: string | null = null,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.fix = fix;
  }
}

export type ProviderAnswer = { status: number; text: string; headers: Headers };

/** How long one call may take, body included, before it counts as unavailable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * One request with a bounded wait (connecting, headers and body: a provider that hangs
 * mid-answer is cut off too). Answers the status, the body as text and the headers; a
 * network failure or the timeout throws ProviderError('unavailable').
 */
export async function fetchAnswer(
  url: string,
  init: RequestInit & { timeoutMs?: number; platform: string },
): Promise<ProviderAnswer> {
  const { timeoutMs = PROVIDER_TIMEOUT_MS, platform, ...rest } = init;
  try {
    const response = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    // fetch says "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, a certificate).
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const why = typeof cause?.code === 'string' ? cause.code : (error as Error).message;
    throw new ProviderError(
      'unavailable',
      timedOut
        ? `${platform} did not answer within ${Math.round(timeoutMs / 1000)} s`
        : `${platform} API is unreachable (${why})`,
      null,
      'Nothing to change if it passes; if it lasts, check that this server can reach the internet (proxy, firewall).',
    );
  }
}

/** A 2xx answer read through the provider's schema; anything unreadable is bad_response. */
export function readSuccess<S extends z.ZodType>(
  platform: string,
  answer: ProviderAnswer,
  schema: S,
): z.output<S> {
  const read = readAnswer(answer.text, schema);
  if (read.ok) return read.value;
  throw new ProviderError(
    'bad_response',
    `${platform} answered ${answerProblemWords(read.problem)} (${read.detail})`,
    answer.status,
    read.problem === 'html'
      ? `Check the ${platform} base URL setting and any proxy between this server and ${platform}.`
      : null,
  );
}
