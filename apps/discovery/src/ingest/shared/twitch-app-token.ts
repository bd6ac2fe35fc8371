import { twitchAppToken as twitchAppTokenAnswer } from '@app/contract/providers';
import type { IngestContext } from '../ingest-context.ts';
import { providerFetch, readJson } from './provider-fetch.ts';
import { minuteWindow } from './quota-ledger.ts';

type CachedToken = { token: string; expiresAt: number };

// An app access token lasts ~60 days: one per process and credentials, not one per run.
const tokens = new Map<string, CachedToken>();

function cacheKey(ctx: IngestContext): string {
  return `${ctx.config.twitchOAuthUrl} ${ctx.config.twitchClientId}`;
}

/** IGDB and Helix both need the Twitch client credentials. */
export function twitchConfigured(ctx: IngestContext): boolean {
  return Boolean(ctx.config.twitchClientId && ctx.config.twitchClientSecret);
}

/** Twitch's client-credentials token for IGDB and Helix (fetched once, refreshed near expiry). */
export async function twitchAppToken(ctx: IngestContext, onCall?: () => void): Promise<string> {
  const { twitchClientId, twitchClientSecret, twitchOAuthUrl } = ctx.config;
  if (!twitchClientId || !twitchClientSecret)
    throw new Error('Twitch client credentials are not configured');
  const cached = tokens.get(cacheKey(ctx));
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
  const query = new URLSearchParams({
    client_id: twitchClientId,
    client_secret: twitchClientSecret,
    grant_type: 'client_credentials',
  });
  const url = `${twitchOAuthUrl}/oauth2/token?${query}`;
  const response = await providerFetch(ctx, {
    source: 'twitch-oauth',
    window: minuteWindow,
    cap: 60,
    url,
    init: { method: 'POST' },
    ...(onCall ? { onCall } : {}),
  });
  const body = await readJson(response, `${twitchOAuthUrl}/oauth2/token`, twitchAppTokenAnswer);
  tokens.set(cacheKey(ctx), {
    token: body.access_token,
    expiresAt: Date.now() + body.expires_in * 1000,
  });
  return body.access_token;
}

/** Drops the cached token after a 401 (revoked or expired early). */
export function forgetTwitchAppToken(ctx: IngestContext): void {
  tokens.delete(cacheKey(ctx));
}
