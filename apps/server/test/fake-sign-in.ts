import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The sign-in half of the platform stand-ins (fake-platforms.ts serves it on the same port):
// Google's and Twitch's OAuth authorization-code flow as their documentation shows it
// (https://developers.google.com/identity/protocols/oauth2/web-server,
// https://dev.twitch.tv/docs/authentication/getting-tokens-oauth/#authorization-code-grant-flow).
// The consent page answers at once as the person set in the state would: signs in, or
// presses Cancel. A code is good once, for the redirect address it was issued for.

/** The stand-ins' registered applications: what a server's configuration must name. */
export const FAKE_GOOGLE_CLIENT = {
  id: 'fake-google-client.apps.googleusercontent.com',
  secret: 'fake-google-secret',
};
export const FAKE_TWITCH_CLIENT = { id: 'fake-client-id', secret: 'fake-client-secret' };
const clients = { google: FAKE_GOOGLE_CLIENT, twitch: FAKE_TWITCH_CLIENT };

export type FakeSignInState = {
  /** Who signs in at Google: the YouTube channel ids the account manages; 'deny': Cancel. */
  googleAccount: string[] | 'deny';
  /** The Twitch user id who signs in at Twitch; 'deny': Cancel. */
  twitchUser: string | 'deny';
  /** Both token endpoints answer this status instead (an outage), when set. */
  tokenEndpointStatus: number | null;
  /** Codes issued and not used yet. */
  codes: Map<string, { provider: 'google' | 'twitch'; redirectUri: string; subject: string[] }>;
  /** User access tokens: who they name (channel ids, or one Twitch user id). */
  userTokens: Map<string, { provider: 'google' | 'twitch'; subject: string[] }>;
  /** Codes presented a second time (refused). */
  reusedCodes: number;
  /** User tokens revoked by their holder (removed from userTokens). */
  revokedTokens: number;
};

export const initialSignInState = (): FakeSignInState => ({
  googleAccount: [],
  twitchUser: 'deny',
  tokenEndpointStatus: null,
  codes: new Map(),
  userTokens: new Map(),
  reusedCodes: 0,
  revokedTokens: 0,
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

function redirectBack(res: ServerResponse, redirectUri: string, params: Record<string, string>) {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  res.writeHead(302, { location: target.toString() });
  res.end();
}

/** GET the consent page: straight back to redirect_uri with a code, or with error=access_denied. */
function authorize(
  state: FakeSignInState,
  provider: 'google' | 'twitch',
  url: URL,
  res: ServerResponse,
) {
  const p = url.searchParams;
  const redirectUri = p.get('redirect_uri') ?? '';
  if (
    p.get('client_id') !== clients[provider].id ||
    p.get('response_type') !== 'code' ||
    !redirectUri
  ) {
    // Both show an error page of their own and send nobody back.
    res.writeHead(400, { 'content-type': 'text/html' });
    res.end('<h1>Error 400: invalid_request</h1>');
    return;
  }
  if (provider === 'google' && !(p.get('scope') ?? '').includes('youtube.readonly')) {
    res.writeHead(400, { 'content-type': 'text/html' });
    res.end('<h1>Error 400: invalid_scope</h1>');
    return;
  }
  const who = provider === 'google' ? state.googleAccount : state.twitchUser;
  const back = { state: p.get('state') ?? '' };
  if (who === 'deny') {
    return redirectBack(res, redirectUri, {
      error: 'access_denied',
      ...(provider === 'twitch' ? { error_description: 'The user denied you access' } : {}),
      ...back,
    });
  }
  const code = randomBytes(12).toString('base64url');
  state.codes.set(code, {
    provider,
    redirectUri,
    subject: typeof who === 'string' ? [who] : who,
  });
  redirectBack(res, redirectUri, {
    code,
    ...(provider === 'google' ? { scope: p.get('scope') ?? '' } : { scope: '' }),
    ...back,
  });
}

/** POST a token endpoint with grant_type=authorization_code: the code for a user token. */
export function exchangeCode(
  state: FakeSignInState,
  provider: 'google' | 'twitch',
  form: URLSearchParams,
  res: ServerResponse,
) {
  if (state.tokenEndpointStatus) {
    return json(res, state.tokenEndpointStatus, { error: 'internal_failure' });
  }
  const client = clients[provider];
  const refuse = (googleError: string, twitchMessage: string) =>
    provider === 'google'
      ? json(res, 400, { error: googleError, error_description: 'Bad Request' })
      : json(res, 400, { status: 400, message: twitchMessage });
  if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
    return refuse('invalid_client', 'invalid client secret');
  }
  const code = form.get('code') ?? '';
  const issued = state.codes.get(code);
  if (!issued || issued.provider !== provider) {
    if (code) state.reusedCodes++;
    return refuse('invalid_grant', 'Invalid authorization code');
  }
  if (issued.redirectUri !== form.get('redirect_uri')) {
    return refuse('redirect_uri_mismatch', 'Parameter redirect_uri does not match registered URI');
  }
  state.codes.delete(code);
  const token = `user-${provider}-${randomBytes(12).toString('base64url')}`;
  state.userTokens.set(token, { provider, subject: issued.subject });
  if (provider === 'google') {
    return json(res, 200, {
      access_token: token,
      expires_in: 3599,
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      token_type: 'Bearer',
    });
  }
  json(res, 200, {
    access_token: token,
    expires_in: 14_124,
    refresh_token: `refresh-${token}`,
    scope: [],
    token_type: 'bearer',
  });
}

/**
 * POST a revocation endpoint: Google's (`token`; 200, or 400 `invalid_token`) or Twitch's
 * (`client_id` and `token`; 200, 400 "Invalid token", 404 "client does not exist"), as
 * https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke and
 * https://dev.twitch.tv/docs/authentication/revoke-tokens/ show them.
 */
export function revokeToken(
  state: FakeSignInState,
  provider: 'google' | 'twitch',
  form: URLSearchParams,
  res: ServerResponse,
) {
  if (provider === 'twitch' && form.get('client_id') !== clients.twitch.id) {
    return json(res, 404, { status: 404, message: 'client does not exist' });
  }
  const token = form.get('token') ?? '';
  if (state.userTokens.get(token)?.provider !== provider) {
    return provider === 'google'
      ? json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' })
      : json(res, 400, { status: 400, message: 'Invalid token' });
  }
  state.userTokens.delete(token);
  state.revokedTokens++;
  res.writeHead(200);
  res.end();
}

/**
 * Serves a consent page when `url` is one: Google's (/google/auth) or Twitch's
 * (/oauth2/authorize). Answers false for anything else.
 */
export function handleConsentPage(
  state: FakeSignInState,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method === 'GET' && url.pathname === '/google/auth') {
    authorize(state, 'google', url, res);
    return true;
  }
  if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
    authorize(state, 'twitch', url, res);
    return true;
  }
  return false;
}

/** The user an access token names, when it is a user token of `provider`. */
export function userOfToken(
  state: FakeSignInState,
  provider: 'google' | 'twitch',
  authorization: string | undefined,
): string[] | null {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  const user = token ? state.userTokens.get(token) : undefined;
  return user?.provider === provider ? user.subject : null;
}
