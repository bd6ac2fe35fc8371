import { setTimeout as sleep } from 'node:timers/promises';
import {
  answerProblemWords,
  googleErrorBody,
  googleErrorReasons,
  googleToken,
  googleTokenError,
  readAnswer,
  readErrorBody,
} from '@app/contract/providers';
import type { z } from 'zod';
import type { Config, MailerAccountRow } from '../../../platform/index.ts';
import { perOwner, secretBoxFor } from '../../../platform/index.ts';
import { MailboxSignInError, type SyncContext } from '../mailbox-provider.ts';

/** A Gmail API answer that is not a success and not worth retrying now. */
export class GmailApiError extends Error {
  override name = 'GmailApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const GRANT_REFUSED = 'Google refused the grant: reconnect Gmail';
export const SCOPE_MISSING = 'Gmail access was not granted: reconnect Gmail and allow mail access';

type Query = Record<string, string | number | readonly string[] | undefined>;

/**
 * Each call names the schema of its answer (from @app/contract/providers, written from
 * Google's Schema$… types) and gets back what it parsed; an answer that does not match is a
 * GmailApiError saying which field, not a TypeError later in a sync.
 */
export type GmailApi = {
  get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>>;
  /**
   * `idempotent` (modify): retried like a get. Otherwise (send) only a 429 is retried: a
   * 5xx or a lost answer may mean it was done, and doing it again would send twice.
   */
  post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: { idempotent?: boolean },
  ): Promise<z.output<S>>;
};

type CachedToken = { accessToken: string; expiresAt: number };

// Per configuration (one per app, one per test app), keyed by the sealed refresh token:
// a reconnect seals a new one, so a token of a revoked grant is never reused.
const tokenCaches = perOwner<object, Map<string, CachedToken>>(() => new Map());

const ATTEMPTS = 5;
/** Longer waits than this are not sat out in a job: the next sync pass retries. */
const MAX_WAIT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** An access token is renewed this long before Google says it expires (clock skew, transit). */
const EXPIRY_MARGIN_MS = 60_000;

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterMs(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Gmail also answers quota trouble as 403 with these reasons. */
async function isRateLimit403(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  const reasons = googleErrorReasons(readErrorBody(text, googleErrorBody));
  return reasons.includes('rateLimitExceeded') || reasons.includes('userRateLimitExceeded');
}

/**
 * One request with bounded retries: 429 and quota 403s (and for idempotent requests 5xx and
 * network failures) wait (Retry-After when given, else 1s, 2s, 4s...) and try again;
 * aborting ctx.signal stops the wait at once.
 */
async function fetchWithRetries(
  signal: AbortSignal | undefined,
  idempotent: boolean,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response = await send(signal ? AbortSignal.any([signal, timeout]) : timeout).catch(
      (error: unknown) => {
        if (signal?.aborted || attempt >= ATTEMPTS || !idempotent) throw error;
        return null;
      },
    );
    const again =
      response === null ||
      response.status === 429 ||
      (idempotent && response.status >= 500) ||
      (await isRateLimit403(response));
    if (!again) return response;
    const wait = (response && retryAfterMs(response)) ?? 1000 * 2 ** (attempt - 1);
    if (attempt >= ATTEMPTS || wait > MAX_WAIT_MS) {
      if (response) return response;
      throw new Error('Gmail could not be reached');
    }
    await response?.body?.cancel();
    await sleep(wait, undefined, signal ? { signal } : {});
  }
}

type GoogleConfig = Pick<Config, 'email' | 'secretBoxKey' | 'dataDir'>;

async function requestAccessToken(
  config: GoogleConfig,
  refreshToken: string,
  signal: AbortSignal | undefined,
): Promise<CachedToken> {
  const { google } = config.email;
  if (!google.clientId || !google.clientSecret) {
    throw new Error('Gmail sync needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  }
  const response = await fetchWithRetries(signal, true, (s) =>
    fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: google.clientId ?? '',
        client_secret: google.clientSecret ?? '',
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
      }),
      signal: s,
    }),
  );
  const text = await response.text().catch(() => '');
  if (response.ok) {
    const answer = readAnswer(text, googleToken);
    if (!answer.ok) {
      throw new Error(
        `Google's token endpoint answered ${answerProblemWords(answer.problem)}: ${answer.detail}`,
      );
    }
    return {
      accessToken: answer.value.access_token,
      expiresAt: Date.now() + answer.value.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
  }
  const refusal = readErrorBody(text, googleTokenError);
  // invalid_grant: revoked, expired (unused for six months), or the password changed.
  if (refusal?.error === 'invalid_grant') throw new MailboxSignInError(GRANT_REFUSED);
  throw new Error(
    `Google's token endpoint answered ${response.status}${refusal ? ` (${refusal.error})` : ''}`,
  );
}

/**
 * A Gmail API client for one account: exchanges its refresh token for an access token
 * (cached until shortly before expiry), retries rate limits and server errors, and turns a
 * refused grant into MailboxSignInError.
 */
export function gmailApi(ctx: SyncContext, account: MailerAccountRow): GmailApi {
  const sealed = account.refreshTokenSealed;
  const tokens = tokenCaches(ctx.config);

  async function accessToken(renew: boolean): Promise<string> {
    if (!sealed) throw new MailboxSignInError(GRANT_REFUSED);
    const cached = tokens.get(sealed);
    if (cached && !renew && cached.expiresAt > Date.now()) return cached.accessToken;
    tokens.delete(sealed);
    const fresh = await requestAccessToken(
      ctx.config,
      secretBoxFor(ctx.config).open(sealed),
      ctx.signal,
    );
    tokens.set(sealed, fresh);
    return fresh.accessToken;
  }

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    query: Query,
    body: unknown,
    idempotent: boolean,
  ): Promise<z.output<S>> {
    const url = new URL(`${ctx.config.email.gmailApiUrl}/gmail/v1/users/me/${path}`);
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        url.searchParams.append(key, String(v));
    }
    const send = (token: string) =>
      fetchWithRetries(ctx.signal, idempotent, (signal) =>
        fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal,
        }),
      );
    let response = await send(await accessToken(false));
    if (response.status === 401) {
      // The cached token may have been revoked early: one fresh token, then give up.
      await response.body?.cancel();
      response = await send(await accessToken(true));
      if (response.status === 401) {
        tokens.delete(sealed ?? '');
        throw new MailboxSignInError(GRANT_REFUSED);
      }
    }
    if (!response.ok) {
      const error = readErrorBody(await response.text().catch(() => ''), googleErrorBody);
      // Google's consent screen lets the user untick mail access: the grant works, Gmail
      // does not. Only a new consent fixes it, as with a revoked grant.
      if (
        response.status === 403 &&
        (googleErrorReasons(error).includes('insufficientPermissions') ||
          response.headers.get('www-authenticate')?.includes('insufficient_scope'))
      ) {
        throw new MailboxSignInError(SCOPE_MISSING);
      }
      throw new GmailApiError(
        response.status,
        `Gmail answered ${response.status} to ${method} ${path}: ${error?.error.message ?? response.statusText}`,
      );
    }
    // An HTML page, an empty or cut-off body, an error inside a 200, or a shape Google's
    // reference does not describe: a clear error, not a SyntaxError or a TypeError from deep
    // in a sync.
    const read = readAnswer(await response.text(), schema);
    if (!read.ok) {
      throw new GmailApiError(
        response.status,
        read.problem === 'shape'
          ? `Gmail answered an unexpected shape to ${method} ${path}: ${read.detail}`
          : `Gmail answered ${answerProblemWords(read.problem)} to ${method} ${path}`,
      );
    }
    return read.value;
  }

  return {
    get: (path, schema, query = {}) => call('GET', path, schema, query, undefined, true),
    post: (path, body, schema, options = {}) =>
      call('POST', path, schema, {}, body, options.idempotent ?? false),
  };
}
