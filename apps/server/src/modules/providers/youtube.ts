import { type ChannelPost, ChannelType } from '@app/contract';
import type { ChannelLookup, ChannelStats, RecentPost, StatsProvider } from './channel-stats.ts';
import { toDate, toInt } from './channel-stats.ts';
import { fetchJson, ProviderError, successBody } from './provider-error.ts';
import type { QuotaLedger } from './quota.ts';

export type YoutubeOptions = {
  apiKey: string | null;
  baseUrl: string;
  quota: QuotaLedger;
  timeoutMs?: number;
};

/** videos.list takes at most 50 ids, for one quota unit. */
const YOUTUBE_IDS_PER_CALL = 50;

export const YOUTUBE_QUOTA_MESSAGE = 'YouTube API daily quota exhausted; try again tomorrow';

type YoutubeChannel = {
  id?: string;
  snippet?: {
    title?: string;
    description?: string;
    customUrl?: string;
    country?: string;
    defaultLanguage?: string;
    thumbnails?: Record<string, { url?: string }>;
  };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
  statistics?: {
    viewCount?: string;
    subscriberCount?: string;
    hiddenSubscriberCount?: boolean;
    videoCount?: string;
  };
  brandingSettings?: { channel?: { country?: string; defaultLanguage?: string } };
};

type YoutubeVideo = {
  id?: string;
  snippet?: {
    publishedAt?: string;
    channelId?: string;
    channelTitle?: string;
    title?: string;
    description?: string;
    tags?: string[];
    thumbnails?: Record<string, { url?: string }>;
  };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
};

type ErrorBody = {
  error?: { code?: number; message?: string; errors?: Array<{ reason?: string }> };
};

function bestThumbnail(thumbnails: Record<string, { url?: string }> | undefined): string | null {
  for (const size of ['high', 'medium', 'default']) {
    const url = thumbnails?.[size]?.url;
    if (url) return url;
  }
  return null;
}

/**
 * YouTube Data API v3: channels.list (snippet, contentDetails, statistics, brandingSettings)
 * by id, forHandle or forUsername; videos.list to resolve a video link; playlistItems.list on
 * the uploads playlist for the last upload. Never search.list (100 units). Each call costs 1
 * unit, spent from the ledger first: when the configured daily quota is gone, or the API
 * answers 403 quotaExceeded, calls stop with a ProviderError('quota').
 */
export function createYoutubeProvider(options: YoutubeOptions): StatsProvider {
  const { apiKey, baseUrl, quota } = options;

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    if (!apiKey) throw new ProviderError('auth', 'YouTube API key is not configured');
    if (!(await quota.spend(1))) throw new ProviderError('quota', YOUTUBE_QUOTA_MESSAGE);
    const query = new URLSearchParams({ ...params, key: apiKey });
    const { status, body } = await fetchJson(`${baseUrl}/${path}?${query}`, {
      platform: 'YouTube',
      headers: { accept: 'application/json' },
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    if (status >= 200 && status < 300) return successBody('YouTube', status, body);
    const error = (body as ErrorBody | null)?.error;
    const reasons = (error?.errors ?? []).map((e) => e.reason ?? '');
    const detail = error?.message ? `: ${error.message}` : '';
    if (
      status === 403 &&
      reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')
    ) {
      await quota.exhaust();
      throw new ProviderError('quota', YOUTUBE_QUOTA_MESSAGE, status);
    }
    if (status === 404) return { items: [] };
    if (status === 400 || status === 401 || status === 403) {
      throw new ProviderError(
        'auth',
        `YouTube API refused the request (${status})${detail}`,
        status,
      );
    }
    if (status === 429 || status >= 500) {
      throw new ProviderError('unavailable', `YouTube API is unavailable (${status})`, status);
    }
    throw new ProviderError('bad_response', `YouTube API answered ${status}${detail}`, status);
  }

  const itemsOf = <T>(body: unknown): T[] => {
    const items = (body as { items?: unknown }).items;
    return Array.isArray(items) ? (items as T[]) : [];
  };

  async function channelBy(params: Record<string, string>): Promise<YoutubeChannel | null> {
    const body = await call('channels', {
      part: 'snippet,contentDetails,statistics,brandingSettings',
      ...params,
    });
    return itemsOf<YoutubeChannel>(body)[0] ?? null;
  }

  async function lastUpload(channel: YoutubeChannel): Promise<Date | null> {
    const playlistId = channel.contentDetails?.relatedPlaylists?.uploads;
    if (!playlistId) return null;
    const body = await call('playlistItems', {
      part: 'contentDetails',
      playlistId,
      maxResults: '1',
    });
    const first = itemsOf<{ contentDetails?: { videoPublishedAt?: string } }>(body)[0];
    return toDate(first?.contentDetails?.videoPublishedAt);
  }

  async function toStats(channel: YoutubeChannel): Promise<ChannelStats> {
    const id = channel.id;
    if (!id) throw new ProviderError('bad_response', 'YouTube channel without an id');
    const snippet = channel.snippet ?? {};
    const branding = channel.brandingSettings?.channel ?? {};
    const statistics = channel.statistics ?? {};
    const handle = snippet.customUrl?.startsWith('@')
      ? snippet.customUrl.slice(1).toLowerCase()
      : null;
    return {
      externalId: id,
      handle,
      title: snippet.title ?? null,
      description: snippet.description || null,
      avatarUrl: bestThumbnail(snippet.thumbnails),
      url: handle ? `https://www.youtube.com/@${handle}` : `https://www.youtube.com/channel/${id}`,
      subscribers: statistics.hiddenSubscriberCount ? null : toInt(statistics.subscriberCount),
      views: toInt(statistics.viewCount),
      videos: toInt(statistics.videoCount),
      country: (snippet.country ?? branding.country ?? null)?.toUpperCase() ?? null,
      language:
        (snippet.defaultLanguage ?? branding.defaultLanguage ?? null)?.toLowerCase() ?? null,
      lastUploadAt: await lastUpload(channel),
    };
  }

  async function video(id: string): Promise<YoutubeVideo | null> {
    const body = await call('videos', { part: 'snippet,statistics', id });
    return itemsOf<YoutubeVideo>(body)[0] ?? null;
  }

  function toPost(found: YoutubeVideo): ChannelPost | null {
    if (!found?.id || !found.snippet?.channelId) return null;
    const snippet = found.snippet;
    const statistics = found.statistics ?? {};
    return {
      type: ChannelType.Youtube,
      externalId: found.id,
      url: `https://www.youtube.com/watch?v=${found.id}`,
      title: snippet.title ?? '',
      description: snippet.description || null,
      thumbnailUrl: bestThumbnail(snippet.thumbnails),
      publishedAt: toDate(snippet.publishedAt)?.toISOString() ?? null,
      views: toInt(statistics.viewCount),
      likes: toInt(statistics.likeCount),
      comments: toInt(statistics.commentCount),
      channel: {
        externalId: snippet.channelId ?? '',
        title: snippet.channelTitle ?? null,
        url: `https://www.youtube.com/channel/${snippet.channelId}`,
      },
    };
  }

  return {
    type: ChannelType.Youtube,
    configured: apiKey !== null,
    async fetchChannel(lookup: ChannelLookup) {
      let channel: YoutubeChannel | null = null;
      switch (lookup.by) {
        case 'id':
          channel = await channelBy({ id: lookup.value });
          break;
        case 'handle':
          channel = await channelBy({ forHandle: `@${lookup.value}` });
          break;
        case 'user':
          channel = await channelBy({ forUsername: lookup.value });
          break;
        case 'custom':
          // The API has no lookup for legacy /c/ names; most became the same handle, and
          // some were usernames.
          channel =
            (await channelBy({ forHandle: `@${lookup.value}` })) ??
            (await channelBy({ forUsername: lookup.value }));
          break;
        case 'video': {
          const found = await video(lookup.value);
          const channelId = found?.snippet?.channelId;
          channel = channelId ? await channelBy({ id: channelId }) : null;
          break;
        }
        case 'login':
          return null;
      }
      return channel ? toStats(channel) : null;
    },
    async fetchPost(postId: string): Promise<ChannelPost | null> {
      const found = await video(postId);
      return found ? toPost(found) : null;
    },
    async fetchPosts(postIds: readonly string[]): Promise<Map<string, ChannelPost>> {
      const found = new Map<string, ChannelPost>();
      for (let i = 0; i < postIds.length; i += YOUTUBE_IDS_PER_CALL) {
        const ids = postIds.slice(i, i + YOUTUBE_IDS_PER_CALL).join(',');
        const body = await call('videos', { part: 'snippet,statistics', id: ids });
        for (const v of itemsOf<YoutubeVideo>(body)) {
          const post = toPost(v);
          if (post) found.set(post.externalId, post);
        }
      }
      return found;
    },
    async fetchRecentPosts(channelExternalId: string, limit: number): Promise<RecentPost[]> {
      if (!channelExternalId.startsWith('UC')) return [];
      // The uploads playlist of channel UCxyz is UUxyz (what channels.list calls uploads).
      const playlist = await call('playlistItems', {
        part: 'contentDetails',
        playlistId: `UU${channelExternalId.slice(2)}`,
        maxResults: String(Math.min(limit, 50)),
      });
      const ids = itemsOf<{ contentDetails?: { videoId?: string } }>(playlist)
        .map((item) => item.contentDetails?.videoId)
        .filter((id): id is string => Boolean(id));
      if (ids.length === 0) return [];
      const body = await call('videos', { part: 'snippet,statistics', id: ids.join(',') });
      return itemsOf<YoutubeVideo>(body).flatMap((v) => {
        const post = toPost(v);
        return post ? [{ ...post, tags: v.snippet?.tags ?? [] }] : [];
      });
    },
  };
}
