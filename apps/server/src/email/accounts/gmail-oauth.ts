import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  ErrorCode,
  MailerAuthType,
  mailAccountEndpoints,
  mailerMessages,
  UserStatus,
} from '@app/contract';
import { googleIdTokenClaims, googleToken, readAnswer } from '@app/contract/providers';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, Config } from '../../platform/index.ts';
import {
  AppError,
  mailerAccounts,
  publicOrigin,
  secretBoxFor,
  signState,
  users,
  verifyState,
} from '../../platform/index.ts';

/** Full mailbox access for SMTP XOAUTH2 (and later IMAP); openid email names the account. */
export const GMAIL_SCOPES = 'https://mail.google.com/ openid email';
const STATE_TTL_SECONDS = 600;

type OauthConfig = Pick<Config, 'secretBoxKey' | 'dataDir' | 'email'>;
type OriginConfig = Pick<Config, 'email' | 'host' | 'port'>;

/**
 * Google's return address: on this server's public address (net/public-origin.ts), so with
 * PUBLIC_URL unset the address the team member's browser reached. It travels in the signed
 * state: the code exchange must name the same one.
 */
export function gmailRedirectUri(config: OriginConfig): string {
  return `${publicOrigin(config)}${API_BASE}${mailAccountEndpoints.gmailCallback.path}`;
}

/**
 * Where the browser may be sent back: a path on this site, or an absolute URL of this
 * server's public origin. Never another host (no open redirect through the callback).
 */
export function sameOriginCallback(config: OriginConfig, callbackUrl: string): string | null {
  const origin = new URL(publicOrigin(config)).origin;
  // Backslashes, whitespace and control characters: browsers read them in surprising ways.
  if (/[\\\s]/.test(callbackUrl) || [...callbackUrl].some((ch) => ch.charCodeAt(0) < 0x20)) {
    return null;
  }
  if (callbackUrl.startsWith('/') && !callbackUrl.startsWith('//')) {
    const url = new URL(callbackUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  try {
    const url = new URL(callbackUrl);
    return url.origin === origin ? url.toString() : null;
  } catch {
    return null;
  }
}

const STATE_LABEL = 'gmail-oauth-state-v1';

/** User, callback, nonce, and the redirect URI Google was given. */
type OauthState = { u: number; c: string; n: string; r: string };

export function signOauthState(
  config: OauthConfig,
  state: OauthState,
  ttlSeconds = STATE_TTL_SECONDS,
): string {
  return signState(config, STATE_LABEL, state, ttlSeconds);
}

export function verifyOauthState(config: OauthConfig, token: string): OauthState | null {
  const state = verifyState(config, STATE_LABEL, token);
  if (!state) return null;
  const { u, c, n, r } = state;
  if (typeof u !== 'number' || typeof c !== 'string') return null;
  if (typeof n !== 'string' || typeof r !== 'string') return null;
  return { u, c, n, r };
}

/** GET /mailer-auth/oauth/gmail: Google's consent URL, bound to the user and the return path. */
export function gmailConsentUrl(
  ctx: Pick<AppContext, 'config'>,
  actor: Actor,
  callbackUrl: string,
): { url: string } {
  const { google } = ctx.config.email;
  if (!google.clientId || !google.clientSecret) {
    throw new AppError(ErrorCode.BadRequest, mailerMessages.gmailNotConfigured);
  }
  const back = sameOriginCallback(ctx.config, callbackUrl);
  if (!back) throw AppError.field('callbackUrl', mailerMessages.callbackUrlNotAllowed);
  const redirectUri = gmailRedirectUri(ctx.config);
  const state = signOauthState(ctx.config, {
    u: actor.id,
    c: back,
    n: randomBytes(12).toString('base64url'),
    r: redirectUri,
  });
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: GMAIL_SCOPES,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return { url: url.toString() };
}

function withParams(base: string, params: Record<string, string>): string {
  const [path = '', hash] = base.split('#');
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}${new URLSearchParams(params)}${hash === undefined ? '' : `#${hash}`}`;
}

function emailOfIdToken(idToken: string | undefined): string | null {
  // Received straight from the token endpoint over TLS: the claims need no signature check
  // (OpenID Connect Core 3.1.3.7).
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  const claims = readAnswer(
    Buffer.from(payload, 'base64url').toString('utf8'),
    googleIdTokenClaims,
  );
  return claims.ok ? claims.value.email.toLowerCase() : null;
}

/**
 * Google's redirect: checks the signed state, exchanges the code, stores (or refreshes) the
 * Gmail account with its sealed refresh token, and answers where to send the browser. An
 * invalid state answers 400 and sends nobody anywhere.
 */
export async function completeGmailOauth(
  ctx: Pick<AppContext, 'db' | 'config'>,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<{ redirect: string }> {
  const state = query.state ? verifyOauthState(ctx.config, query.state) : null;
  if (!state) throw new AppError(ErrorCode.BadRequest, mailerMessages.oauthStateInvalid);
  const fail = (message: string) => ({
    redirect: withParams(state.c, { gmail: 'error', message }),
  });
  const [user] = await ctx.db.select().from(users).where(eq(users.id, state.u));
  if (!user || user.status !== UserStatus.Active) return fail(mailerMessages.oauthStateInvalid);
  if (query.error || !query.code) return fail(mailerMessages.oauthRefused);

  const { google } = ctx.config.email;
  const response = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      code: query.code,
      client_id: google.clientId ?? '',
      client_secret: google.clientSecret ?? '',
      redirect_uri: state.r,
      grant_type: 'authorization_code',
    }),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  // A refusal (invalid_grant: the code was used or expired) or an answer that is not the
  // token endpoint's published shape: the connection is refused, nothing stored.
  const answer = response?.ok
    ? readAnswer(await response.text().catch(() => ''), googleToken)
    : null;
  const token = answer?.ok ? answer.value : null;
  const refreshToken = token?.refresh_token ?? null;
  const email = emailOfIdToken(token?.id_token);
  if (!refreshToken || !email) return fail(mailerMessages.oauthRefused);

  const sealed = secretBoxFor(ctx.config).seal(refreshToken);
  await ctx.db
    .insert(mailerAccounts)
    .values({
      ownerId: user.id,
      authType: MailerAuthType.Gmail,
      email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      secure: true,
      refreshTokenSealed: sealed,
    })
    .onConflictDoUpdate({
      target: [mailerAccounts.ownerId, mailerAccounts.email],
      set: {
        authType: MailerAuthType.Gmail,
        refreshTokenSealed: sealed,
        passwordSealed: null,
        host: null,
        port: null,
        username: null,
        secure: true,
        signInError: null,
        signInErrorAt: null,
        updatedAt: sql`now()`,
      },
    });
  return { redirect: withParams(state.c, { gmail: 'connected', email }) };
}
