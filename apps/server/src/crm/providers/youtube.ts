import { type ChannelPost, ChannelType } from '@app/contract';
import {
  googleErrorBody,
  googleErrorReasons,
  readErrorBody,
  type YoutubeChannel,
  type YoutubeVideo,
  youtubeChannelList,
  youtubePlaylistItemList,
  youtubeVideoList,
} from '@app/contract/providers';
import type { z } from 'zod';
import type { CallOutcome } from './call-outcome.ts';
import type { ChannelLookup, ChannelStats, RecentPost, StatsProvider } from './channel-stats.ts';
import { toDate, toInt } from './channel-stats.ts';
import { fetchAnswer, ProviderError, readSuccess } from './provider-error.ts';
import type { QuotaLedger } from './quota.ts';

export type YoutubeOptions = {
  apiKey: string | null;
  baseUrl: string;
  quota: QuotaLedger;
  timeoutMs?: number;
  /** Told of every call's outcome (the Integrations screen's last success and last error). */
  onOutcome?: (outcome: CallOutcome) => void;
};

/** videos.list takes at most 50 ids, for one quota unit. */
const YOUTUBE_IDS_PER_CALL = 50;

export const YOUTUBE_QUOTA_MESSAGE = 'YouTube API daily quota exhausted; try again tomorrow';
const QUOTA_FIX =
  'Wait for the quota day to end (midnight Pacific time), or raise YOUTUBE_DAILY_QUOTA after Google grants the project more units.';
const KEY_FIX =
  'Set YOUTUBE_API_KEY to a key of a Google Cloud project with the YouTube Data API v3 enabled.';

type Thumbnail = { url?: string | null | undefined } | undefined;
type Thumbnails = { high?: Thumbnail; medium?: Thumbnail; default?: Thumbnail };

function bestThumbnail(thumbnails: Thumbnails | undefined): string | null {
  for (const size of ['high', 'medium', 'default'] as const) {
    const url = thumbnails?.[size]?.url;
    if (url) return url;
  }
  return null;
}

/**
 * A failed answer as YouTube's error reference describes it: 403 quotaExceeded (the day's
 * units are gone: the ledger is closed for the day), 403 rateLimitExceeded or 429 (too fast),
 * 400 keyInvalid / 403 forbidden or accessNotConfigured (the key), 5xx (Google's side).
 */
function youtubeFailure(status: number, text: string): ProviderError {
  const body = readErrorBody(text, googleErrorBody);
  const reasons = googleErrorReasons(body);
  const detail = body?.error.message ? `: ${body.error.message}` : '';
  if (reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')) {
    return new ProviderError('quota', YOUTUBE_QUOTA_MESSAGE, status, QUOTA_FIX);
  }
  if (
    status === 429 ||
    reasons.some((r) => r === 'rateLimitExceeded' || r === 'userRateLimitExceeded')
  ) {
    return new ProviderError('rate_limited', `YouTube asks to slow down (${status})`, status);
  }
  if (status === 400 || status === 401 || status === 403) {
    return new ProviderError(
      'auth',
      `YouTube API refused the request (${status})${detail}`,
      status,
      KEY_FIX,
    );
  }
  if (status >= 500) {
    return new ProviderError('unavailable', `YouTube API is unavailable (${status})`, status);
  }
  return new ProviderError('bad_response', `YouTube API answered ${status}${detail}`, status);
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

  async function call<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
  ): Promise<z.output<S> | null> {
    if (!apiKey)
      throw new ProviderError('auth', 'YouTube API key is not configured', null, KEY_FIX);
    if (!(await quota.spend(1))) {
      throw new ProviderError('quota', YOUTUBE_QUOTA_MESSAGE, null, QUOTA_FIX);
    }
    try {
      const query = new URLSearchParams({ ...params, key: apiKey });
      const answer = await fetchAnswer(`${baseUrl}/${path}?${query}`, {
        platform: 'YouTube',
        headers: { accept: 'application/json' },
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
      // A playlist or video that is gone: nothing found, and the call worked.
      const value =
        answer.status === 404
          ? null
          : answer.status >= 200 && answer.status < 300
            ? readSuccess('YouTube', answer, schema)
            : undefined;
      if (value === undefined) throw youtubeFailure(answer.status, answer.text);
      options.onOutcome?.({ ok: true });
      return value;
    } catch (error) {
      if (error instanceof ProviderError) {
        if (error.kind === 'quota' && error.status !== null) await quota.exhaust();
        options.onOutcome?.({ ok: false, error });
      }
      throw error;
    }
  }

  async function channelBy(params: Record<string, string>): Promise<YoutubeChannel | null> {
    const body = await call(
      'channels',
      { part: 'snippet,contentDetails,statistics,brandingSettings', ...params },
      youtubeChannelList,
    );
    return body?.items?.[0] ?? null;
  }

  async function lastUpload(channel: YoutubeChannel): Promise<Date | null> {
    const playlistId = channel.contentDetails?.relatedPlaylists?.uploads;
    if (!playlistId) return null;
    const body = await call(
      'playlistItems',
      { part: 'contentDetails', playlistId, maxResults: '1' },
      youtubePlaylistItemList,
    );
    const first = body?.items?.[0];
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
      openedAt: toDate(snippet.publishedAt),
    };
  }

  async function video(id: string): Promise<YoutubeVideo | null> {
    const body = await call('videos', { part: 'snippet,statistics', id }, youtubeVideoList);
    return body?.items?.[0] ?? null;
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
        const body = await call(
          'videos',
          { part: 'snippet,statistics', id: ids },
          youtubeVideoList,
        );
        for (const v of body?.items ?? []) {
          const post = toPost(v);
          if (post) found.set(post.externalId, post);
        }
      }
      return found;
    },
    async fetchRecentPosts(channelExternalId: string, limit: number): Promise<RecentPost[]> {
      if (!channelExternalId.startsWith('UC')) return [];
      // The uploads playlist of channel UCxyz is UUxyz (what channels.list calls uploads).
      const playlist = await call(
        'playlistItems',
        {
          part: 'contentDetails',
          playlistId: `UU${channelExternalId.slice(2)}`,
          maxResults: String(Math.min(limit, 50)),
        },
        youtubePlaylistItemList,
      );
      const ids = (playlist?.items ?? [])
        .map((item) => item.contentDetails?.videoId)
        .filter((id): id is string => Boolean(id));
      if (ids.length === 0) return [];
      const body = await call(
        'videos',
        { part: 'snippet,statistics', id: ids.join(',') },
        youtubeVideoList,
      );
      return (body?.items ?? []).flatMap((v) => {
        const post = toPost(v);
        return post ? [{ ...post, tags: v.snippet?.tags ?? [] }] : [];
      });
    },
  };
}
