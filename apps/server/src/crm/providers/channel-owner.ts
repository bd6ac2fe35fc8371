import { type ChannelSignIn, ChannelType } from '@app/contract';
import {
  googleToken,
  helixUsers,
  twitchAppToken,
  youtubeChannelList,
} from '@app/contract/providers';
import type { Config } from '../../platform/index.ts';
import { fetchAnswer, ProviderError, readSuccess } from './provider-error.ts';

// Who owns a channel, asked of the platform by the owner's own sign-in (issue 26): Google
// OAuth with the read-only YouTube scope then channels.list?mine=true, or Twitch OAuth (no
// scope) then Get Users with the user's token. The token is used for that one question, then
// revoked at the provider and dropped: nothing here stores or returns it.

type SignInConfig = Pick<Config, 'youtube' | 'twitch'> & {
  email: Pick<Config['email'], 'google'>;
};

/** A channel the signed-in account owns, as the platform names it. */
export type OwnedChannel = { type: ChannelType; externalId: string; url: string; title: string };

/** Reads which YouTube channels the account manages; nothing else. */
export const GOOGLE_CHANNEL_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

const platformName: Record<ChannelSignIn, string> = { google: 'Google', twitch: 'Twitch' };

function credentials(config: SignInConfig, provider: ChannelSignIn) {
  const { clientId, clientSecret } = provider === 'google' ? config.email.google : config.twitch;
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** Whether the installation holds the client id and secret the sign-in needs. */
export function channelSignInConfigured(config: SignInConfig, provider: ChannelSignIn): boolean {
  return credentials(config, provider) !== null;
}

/** The provider's consent page for this sign-in; null when it is not configured. */
export function channelSignInUrl(
  config: SignInConfig,
  provider: ChannelSignIn,
  redirectUri: string,
  state: string,
): string | null {
  const client = credentials(config, provider);
  if (!client) return null;
  const common = { client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code' };
  const url =
    provider === 'google'
      ? new URL(config.email.google.authUrl)
      : new URL(`${config.twitch.authBaseUrl}/authorize`);
  url.search = new URLSearchParams(
    provider === 'google'
      ? // select_account: on a shared computer the creator picks the account to prove.
        { ...common, scope: GOOGLE_CHANNEL_SCOPE, prompt: 'select_account', state }
      : // No scope: Get Users answers the token's own user without one. force_verify: the
        // same, for a browser already signed in to someone else's Twitch.
        { ...common, scope: '', force_verify: 'true', state },
  ).toString();
  return url.toString();
}

/** The authorization code traded for the user's access token (RFC 6749 4.1.3). */
async function userToken(
  config: SignInConfig,
  provider: ChannelSignIn,
  client: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const platform = platformName[provider];
  const tokenUrl =
    provider === 'google' ? config.email.google.tokenUrl : `${config.twitch.authBaseUrl}/token`;
  const answer = await fetchAnswer(tokenUrl, {
    platform,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
    }),
  });
  if (answer.status !== 200) {
    // invalid_grant: a code used twice, expired, or made for another redirect address.
    throw new ProviderError('auth', `${platform} refused the sign-in`, answer.status);
  }
  return readSuccess(platform, answer, provider === 'google' ? googleToken : twitchAppToken)
    .access_token;
}

async function youtubeChannelsOf(config: SignInConfig, token: string): Promise<OwnedChannel[]> {
  const answer = await fetchAnswer(`${config.youtube.baseUrl}/channels?part=id,snippet&mine=true`, {
    platform: 'YouTube',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (answer.status !== 200) {
    throw new ProviderError('unavailable', 'YouTube did not list the channels', answer.status);
  }
  const list = readSuccess('YouTube', answer, youtubeChannelList);
  return (list.items ?? []).map((channel) => ({
    type: ChannelType.Youtube,
    externalId: channel.id,
    url: `https://www.youtube.com/channel/${channel.id}`,
    title: channel.snippet?.title ?? channel.id,
  }));
}

async function twitchUserOf(
  config: SignInConfig,
  clientId: string,
  token: string,
): Promise<OwnedChannel[]> {
  const answer = await fetchAnswer(`${config.twitch.baseUrl}/users`, {
    platform: 'Twitch',
    headers: {
      authorization: `Bearer ${token}`,
      'client-id': clientId,
      accept: 'application/json',
    },
  });
  if (answer.status !== 200) {
    throw new ProviderError('unavailable', 'Twitch did not answer who signed in', answer.status);
  }
  return readSuccess('Twitch', answer, helixUsers).data.map((user) => ({
    type: ChannelType.Twitch,
    externalId: user.id,
    url: `https://www.twitch.tv/${user.login}`,
    title: user.display_name,
  }));
}

// How long the revocation may hold the creator's redirect: it is a courtesy, not the proof.
const REVOKE_TIMEOUT_MS = 3_000;

/**
 * Tells the provider the token is done with: Google's revocation endpoint (beside its token
 * endpoint, `token` in a form) or Twitch's /oauth2/revoke (`client_id` and `token`). A refusal
 * or an outage changes nothing for the creator: the token expires within hours anyway (Google
 * 1 h, Twitch about 4 h), so the answer is not read.
 */
async function revokeUserToken(
  config: SignInConfig,
  provider: ChannelSignIn,
  clientId: string,
  token: string,
): Promise<void> {
  const url =
    provider === 'google'
      ? new URL('revoke', config.email.google.tokenUrl).toString()
      : `${config.twitch.authBaseUrl}/revoke`;
  const form: Record<string, string> =
    provider === 'google' ? { token } : { client_id: clientId, token };
  await fetchAnswer(url, {
    platform: platformName[provider],
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    timeoutMs: REVOKE_TIMEOUT_MS,
  }).catch(() => undefined);
}

/**
 * The channels the account that signed in owns: the code exchanged for a token, the token
 * used for one question, then revoked and forgotten. Throws ProviderError when the provider refuses the
 * code (reused, expired, forged) or cannot be reached.
 */
export async function channelsOfSignIn(
  config: SignInConfig,
  provider: ChannelSignIn,
  code: string,
  redirectUri: string,
): Promise<OwnedChannel[]> {
  const client = credentials(config, provider);
  if (!client) {
    throw new ProviderError('auth', `${platformName[provider]} sign-in is not configured`, null);
  }
  const token = await userToken(config, provider, client, code, redirectUri);
  try {
    return provider === 'google'
      ? await youtubeChannelsOf(config, token)
      : await twitchUserOf(config, client.clientId, token);
  } finally {
    await revokeUserToken(config, provider, client.clientId, token);
  }
}
