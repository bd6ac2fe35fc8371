import { randomBytes } from 'node:crypto';
import { API_BASE, applyPageEndpoints, type ChannelSignIn, endpointPath } from '@app/contract';
import type { Config } from '../../platform/index.ts';
import { publicOrigin, signState, verifyState } from '../../platform/index.ts';

// The state of a creator's channel sign-in (issue 26), signed by this server: whose proof it
// is (a live-capture submission on its apply page, or an invited creator on the invite page),
// the provider, and the redirect address the code exchange must name again. One callback per
// provider serves both pages, so an installation registers one address with Google and one
// with Twitch.

const STATE_LABEL = 'capture-sign-in-state-v1';
/** Long enough to pick an account and consent; a state older than this is refused. */
const STATE_TTL_SECONDS = 600;

/** Whose proof a sign-in is for. */
export type SignInTarget =
  | { page: 'apply'; slug: string; token: string }
  | { page: 'invite'; token: string };

export type ChannelSignInState = SignInTarget & { redirectUri: string };

type OriginConfig = Pick<Config, 'email' | 'host' | 'port'>;

/** The callback on this server's public address; the provider is told the same one. */
export function signInRedirectUri(config: OriginConfig, provider: ChannelSignIn): string {
  return `${publicOrigin(config)}${API_BASE}${endpointPath(applyPageEndpoints.signInCallback.path, { provider })}`;
}

/** A signed state for `target`'s sign-in with `provider`, and the redirect address it names. */
export function signChannelSignInState(
  config: Config,
  provider: ChannelSignIn,
  target: SignInTarget,
): { state: string; redirectUri: string } {
  const redirectUri = signInRedirectUri(config, provider);
  const whose = target.page === 'apply' ? { g: target.slug, t: target.token } : { i: target.token };
  const state = signState(
    config,
    STATE_LABEL,
    { ...whose, p: provider, r: redirectUri, n: randomBytes(9).toString('base64url') },
    STATE_TTL_SECONDS,
  );
  return { state, redirectUri };
}

/**
 * The state of a callback, when this server signed it for this provider and it has not
 * expired; null otherwise (forged, altered, another provider's, too old).
 */
export function readChannelSignInState(
  config: Config,
  provider: ChannelSignIn,
  token: string | undefined,
): ChannelSignInState | null {
  const state = token ? verifyState(config, STATE_LABEL, token) : null;
  if (!state || state.p !== provider || typeof state.r !== 'string') return null;
  const redirectUri = state.r;
  if (typeof state.g === 'string' && typeof state.t === 'string') {
    return { page: 'apply', slug: state.g, token: state.t, redirectUri };
  }
  if (typeof state.i === 'string') return { page: 'invite', token: state.i, redirectUri };
  return null;
}
