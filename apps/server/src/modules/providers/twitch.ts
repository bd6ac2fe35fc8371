import { type ChannelPost, ChannelType } from '@app/contract';
import type { ChannelLookup, ChannelStats, RecentPost, StatsProvider } from './channel-stats.ts';
import { toDate, toInt } from './channel-stats.ts';
import { fetchJson, ProviderError, successBody } from './provider-error.ts';

/** Get Videos takes at most 100 ids. */
const TWITCH_IDS_PER_CALL = 100;

export type TwitchOptions = {
  clientId: string | null;
  clientSecret: string | null;
  baseUrl: string;
  authBaseUrl: string;
  timeoutMs?: number;
  now?: () => number;
};

type TwitchUser = {
  id?: string;
  login?: string;
  display_name?: string;
  description?: string;
  profile_image_url?: string;
  view_count?: number;
  created_at?: string;
};

type TwitchVideo = {
  id?: string;
  user_id?: string;
  user_login?: string;
  user_name?: string;
  title?: string;
  description?: string;
  published_at?: string;
  created_at?: string;
  url?: string;
  thumbnail_url?: string;
  view_count?: number;
};

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
      throw new ProviderError('auth', 'Twitch client id and secret are not configured');
    }
    const { status, body } = await fetchJson(`${authBaseUrl}/token`, {
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
    const answer = body as { access_token?: string; expires_in?: number; message?: string } | null;
    if (status >= 500 || status === 429) {
      throw new ProviderError('unavailable', `Twitch auth is unavailable (${status})`, status);
    }
    if (status !== 200 || !answer?.access_token) {
      throw new ProviderError(
        'auth',
        `Twitch refused the client credentials (${status})${answer?.message ? `: ${answer.message}` : ''}`,
        status,
      );
    }
    const lifetimeMs = (answer.expires_in ?? 3600) * 1000;
    token = { value: answer.access_token, expiresAt: now() + lifetimeMs - 60_000 };
    return token.value;
  }

  /** `params` as pairs when a name repeats (`id=1&id=2`). */
  async function call(
    path: string,
    params: Record<string, string> | [string, string][],
  ): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const bearer = token && token.expiresAt > now() ? token.value : await fetchToken();
      const { status, body } = await fetchJson(
        `${baseUrl}/${path}?${new URLSearchParams(params)}`,
        {
          platform: 'Twitch',
          headers: { authorization: `Bearer ${bearer}`, 'client-id': clientId ?? '' },
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        },
      );
      if (status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (status >= 200 && status < 300) return successBody('Twitch', status, body);
      if (status === 404) return { data: [] };
      const message = (body as { message?: string } | null)?.message;
      const detail = message ? `: ${message}` : '';
      if (status === 429 || status >= 500) {
        throw new ProviderError('unavailable', `Twitch API is unavailable (${status})`, status);
      }
      if (status === 401 || status === 403) {
        throw new ProviderError(
          'auth',
          `Twitch API refused the request (${status})${detail}`,
          status,
        );
      }
      throw new ProviderError('bad_response', `Twitch API answered ${status}${detail}`, status);
    }
    throw new ProviderError('auth', 'Twitch API refused the token');
  }

  const dataOf = <T>(body: unknown): T[] => {
    const data = (body as { data?: unknown }).data;
    return Array.isArray(data) ? (data as T[]) : [];
  };

  async function toStats(user: TwitchUser): Promise<ChannelStats> {
    const id = user.id;
    if (!id) throw new ProviderError('bad_response', 'Twitch user without an id');
    const [followers, channelInfo, videos] = await Promise.all([
      call('channels/followers', { broadcaster_id: id, first: '1' }),
      call('channels', { broadcaster_id: id }),
      call('videos', { user_id: id, first: '1', sort: 'time' }),
    ]);
    const info = dataOf<{ broadcaster_language?: string }>(channelInfo)[0];
    const latest = dataOf<TwitchVideo>(videos)[0];
    const login = user.login?.toLowerCase() ?? null;
    const language = info?.broadcaster_language;
    return {
      externalId: id,
      handle: login,
      title: user.display_name ?? login,
      description: user.description || null,
      avatarUrl: user.profile_image_url || null,
      url: `https://www.twitch.tv/${login ?? ''}`,
      subscribers: toInt((followers as { total?: unknown }).total),
      views: toInt(user.view_count),
      videos: null,
      country: null,
      language: language && language !== 'other' ? language.toLowerCase() : null,
      lastUploadAt: toDate(latest?.published_at ?? latest?.created_at),
    };
  }

  function toPost(video: TwitchVideo): ChannelPost | null {
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
      const body = await call('users', { [lookup.by]: lookup.value });
      const user = dataOf<TwitchUser>(body)[0];
      return user ? toStats(user) : null;
    },
    async fetchPost(postId: string): Promise<ChannelPost | null> {
      if (!/^\d{1,20}$/.test(postId)) return null;
      const body = await call('videos', { id: postId });
      const video = dataOf<TwitchVideo>(body)[0];
      return video ? toPost(video) : null;
    },
    async fetchPosts(postIds: readonly string[]): Promise<Map<string, ChannelPost>> {
      const found = new Map<string, ChannelPost>();
      const valid = postIds.filter((id) => /^\d{1,20}$/.test(id));
      for (let i = 0; i < valid.length; i += TWITCH_IDS_PER_CALL) {
        const ids = valid
          .slice(i, i + TWITCH_IDS_PER_CALL)
          .map((id): [string, string] => ['id', id]);
        for (const v of dataOf<TwitchVideo>(await call('videos', ids))) {
          const post = toPost(v);
          if (post) found.set(post.externalId, post);
        }
      }
      return found;
    },
    async fetchRecentPosts(channelExternalId: string, limit: number): Promise<RecentPost[]> {
      if (!/^\d{1,20}$/.test(channelExternalId)) return [];
      const body = await call('videos', {
        user_id: channelExternalId,
        first: String(Math.min(limit, 100)),
        sort: 'time',
      });
      return dataOf<TwitchVideo>(body).flatMap((v) => {
        const post = toPost(v);
        return post ? [{ ...post, tags: [] }] : [];
      });
    },
  };
}
