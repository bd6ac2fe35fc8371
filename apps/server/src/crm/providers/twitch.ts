import { type ChannelPost, ChannelType } from '@app/contract';
import {
  type HelixUser,
  type HelixVideo,
  helixChannels,
  helixErrorBody,
  helixFollowers,
  helixRateLimit,
  helixUsers,
  helixVideos,
  readErrorBody,
  twitchAppToken,
  twitchOauthError,
} from '@app/contract/providers';
import type { z } from 'zod';
import type { CallOutcome } from './call-outcome.ts';
import type { ChannelLookup, ChannelStats, RecentPost, StatsProvider } from './channel-stats.ts';
import { toDate, toInt } from './channel-stats.ts';
import { fetchAnswer, ProviderError, readSuccess } from './provider-error.ts';

/** Get Videos takes at most 100 ids. */
const TWITCH_IDS_PER_CALL = 100;

export type TwitchOptions = {
  clientId: string | null;
  clientSecret: string | null;
  baseUrl: string;
  authBaseUrl: string;
  timeoutMs?: number;
  now?: () => number;
  /** Told of every call's outcome, with the points bucket Helix reported. */
  onOutcome?: (outcome: CallOutcome & { usage?: string }) => void;
};

const CREDENTIALS_FIX =
  'Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET to the id and a current secret of an application registered at dev.twitch.tv/console.';

/** "12 of 800 points used this minute", from Helix's Ratelimit-* headers. */
function pointsUsage(headers: Headers): string | undefined {
  const bucket = helixRateLimit(headers);
  return bucket
    ? `${bucket.limit - bucket.remaining} of ${bucket.limit} points used this minute`
    : undefined;
}

/**
 * Twitch Helix with an app access token (client-credentials grant from the auth base URL,
 * cached until shortly before it expires, fetched again once on a 401). users?login= or
 * users?id=, channels/followers (total) for followers, channels for the broadcast language,
 * videos for the last upload and for posts. Twitch has no daily quota; 429 counts as
 * unavailable.
 */
export function createTwitchProvider(options: TwitchOptions): StatsProvider {
  const { clientId, clientSecret, baseUrl, authBaseUrl } = options;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function fetchToken(): Promise<string> {
    if (!clientId || !clientSecret) {
      throw new ProviderError(
        'auth',
        'Twitch client id and secret are not configured',
        null,
        CREDENTIALS_FIX,
      );
    }
    const answer = await fetchAnswer(`${authBaseUrl}/token`, {
      platform: 'Twitch',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    const { status } = answer;
    if (status >= 500 || status === 429) {
      throw new ProviderError('unavailable', `Twitch auth is unavailable (${status})`, status);
    }
    if (status !== 200) {
      const refusal = readErrorBody(answer.text, twitchOauthError);
      throw new ProviderError(
        'auth',
        `Twitch refused the client credentials (${status})${refusal ? `: ${refusal.message}` : ''}`,
        status,
        CREDENTIALS_FIX,
      );
    }
    const granted = readSuccess('Twitch', answer, twitchAppToken);
    token = { value: granted.access_token, expiresAt: now() + granted.expires_in * 1000 - 60_000 };
    return token.value;
  }

  /**
   * `params` as pairs when a name repeats (`id=1&id=2`). A 401 drops the app token and asks
   * for a new one, once (Twitch revokes or expires app tokens early).
   */
  async function call<S extends z.ZodType>(
    path: string,
    params: Record<string, string> | [string, string][],
    schema: S,
  ): Promise<z.output<S> | null> {
    try {
      return await attempt(path, params, schema);
    } catch (error) {
      if (error instanceof ProviderError) options.onOutcome?.({ ok: false, error });
      throw error;
    }
  }

  async function attempt<S extends z.ZodType>(
    path: string,
    params: Record<string, string> | [string, string][],
    schema: S,
  ): Promise<z.output<S> | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const bearer = token && token.expiresAt > now() ? token.value : await fetchToken();
      const answer = await fetchAnswer(`${baseUrl}/${path}?${new URLSearchParams(params)}`, {
        platform: 'Twitch',
        headers: { authorization: `Bearer ${bearer}`, 'client-id': clientId ?? '' },
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
      const { status } = answer;
      if (status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      const usage = pointsUsage(answer.headers);
      if (status === 404 || (status >= 200 && status < 300)) {
        // Get Videos answers 404 when none of the ids exists: nothing found, the call worked.
        const value = status === 404 ? null : readSuccess('Twitch', answer, schema);
        options.onOutcome?.({ ok: true, ...(usage ? { usage } : {}) });
        return value;
      }
      const message = readErrorBody(answer.text, helixErrorBody)?.message;
      const detail = message ? `: ${message}` : '';
      if (status === 429) {
        const reset = helixRateLimit(answer.headers)?.resetAt;
        throw new ProviderError(
          'rate_limited',
          `Twitch's points bucket is empty${reset ? ` until ${reset.toISOString()}` : ''} (429)`,
          status,
        );
      }
      if (status >= 500) {
        throw new ProviderError('unavailable', `Twitch API is unavailable (${status})`, status);
      }
      if (status === 401 || status === 403) {
        throw new ProviderError(
          'auth',
          `Twitch API refused the request (${status})${detail}`,
          status,
          CREDENTIALS_FIX,
        );
      }
      throw new ProviderError('bad_response', `Twitch API answered ${status}${detail}`, status);
    }
    throw new ProviderError('auth', 'Twitch API refused the token', 401, CREDENTIALS_FIX);
  }

  async function toStats(user: HelixUser): Promise<ChannelStats> {
    const id = user.id;
    if (!id) throw new ProviderError('bad_response', 'Twitch user without an id');
    const [followers, channelInfo, videos] = await Promise.all([
      // With an app token Helix answers only `total`: the count is all that is needed.
      call('channels/followers', { broadcaster_id: id, first: '1' }, helixFollowers),
      call('channels', { broadcaster_id: id }, helixChannels),
      call('videos', { user_id: id, first: '1', sort: 'time' }, helixVideos),
    ]);
    const info = channelInfo?.data[0];
    const latest = videos?.data[0];
    const login = user.login?.toLowerCase() ?? null;
    const language = info?.broadcaster_language;
    return {
      externalId: id,
      handle: login,
      title: user.display_name ?? login,
      description: user.description || null,
      avatarUrl: user.profile_image_url || null,
      url: `https://www.twitch.tv/${login ?? ''}`,
      subscribers: toInt(followers?.total),
      views: toInt(user.view_count),
      videos: null,
      country: null,
      language: language && language !== 'other' ? language.toLowerCase() : null,
      lastUploadAt: toDate(latest?.published_at ?? latest?.created_at),
      openedAt: toDate(user.created_at),
    };
  }

  function toPost(video: HelixVideo): ChannelPost | null {
    if (!video.id) return null;
    const login = video.user_login ?? '';
    return {
      type: ChannelType.Twitch,
      externalId: video.id,
      url: video.url ?? `https://www.twitch.tv/videos/${video.id}`,
      title: video.title ?? '',
      description: video.description || null,
      thumbnailUrl: video.thumbnail_url
        ? video.thumbnail_url.replace('%{width}', '640').replace('%{height}', '360')
        : null,
      publishedAt: toDate(video.published_at ?? video.created_at)?.toISOString() ?? null,
      views: toInt(video.view_count),
      likes: null,
      comments: null,
      channel: {
        externalId: video.user_id ?? '',
        title: video.user_name ?? null,
        url: `https://www.twitch.tv/${login}`,
      },
    };
  }

  return {
    type: ChannelType.Twitch,
    configured: clientId !== null && clientSecret !== null,
    async fetchChannel(lookup: ChannelLookup) {
      if (lookup.by !== 'id' && lookup.by !== 'login') return null;
      const body = await call('users', { [lookup.by]: lookup.value }, helixUsers);
      const user = body?.data[0];
      return user ? toStats(user) : null;
    },
    async fetchPost(postId: string): Promise<ChannelPost | null> {
      if (!/^\d{1,20}$/.test(postId)) return null;
      const video = (await call('videos', { id: postId }, helixVideos))?.data[0];
      return video ? toPost(video) : null;
    },
    async fetchPosts(postIds: readonly string[]): Promise<Map<string, ChannelPost>> {
      const found = new Map<string, ChannelPost>();
      const valid = postIds.filter((id) => /^\d{1,20}$/.test(id));
      for (let i = 0; i < valid.length; i += TWITCH_IDS_PER_CALL) {
        const ids = valid
          .slice(i, i + TWITCH_IDS_PER_CALL)
          .map((id): [string, string] => ['id', id]);
        for (const v of (await call('videos', ids, helixVideos))?.data ?? []) {
          const post = toPost(v);
          if (post) found.set(post.externalId, post);
        }
      }
      return found;
    },
    async fetchRecentPosts(channelExternalId: string, limit: number): Promise<RecentPost[]> {
      if (!/^\d{1,20}$/.test(channelExternalId)) return [];
      const body = await call(
        'videos',
        { user_id: channelExternalId, first: String(Math.min(limit, 100)), sort: 'time' },
        helixVideos,
      );
      return (body?.data ?? []).flatMap((v) => {
        const post = toPost(v);
        return post ? [{ ...post, tags: [] }] : [];
      });
    },
  };
}
