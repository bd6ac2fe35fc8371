/**
 * Why a provider call failed:
 * - quota: the daily quota is spent (ours or the platform's answer); stop, try tomorrow;
 * - auth: the key or client credentials are refused; nothing will work until config changes;
 * - unavailable: network error, timeout or 5xx; worth retrying later;
 * - bad_response: an answer we cannot read.
 */
export type ProviderErrorKind = 'quota' | 'auth' | 'unavailable' | 'bad_response';

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly status: number | null;

  constructor(kind: ProviderErrorKind, message: string, status: number | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export type FetchJsonResult = { status: number; body: unknown };

/** GET/POST with a timeout; answers status and parsed JSON (null if not JSON). */
export async function fetchJson(
  url: string,
  init: RequestInit & { timeoutMs?: number; platform: string },
): Promise<FetchJsonResult> {
  const { timeoutMs = 10_000, platform, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderError(
      'unavailable',
      `${platform} API is unreachable: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** The body of a 2xx answer, which must be a JSON object ("answered something unreadable"). */
export function successBody(platform: string, status: number, body: unknown): object {
  if (body === null || typeof body !== 'object') {
    throw new ProviderError(
      'bad_response',
      `${platform} API answered something unreadable`,
      status,
    );
  }
  return body;
}
