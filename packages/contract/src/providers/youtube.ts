import { z } from 'zod';

/*
 * YouTube Data API v3, from its discovery document as generated into @googleapis/youtube
 * 39.0.0 (build/v3.d.ts, Schema$…): every field optional and nullable there, as here, but
 * for the ones a resource always carries (kind, and the id of a channel or video). Unknown
 * fields pass (Google adds fields without a version change). Only the parts the product asks
 * for (`part=`) are described.
 */
const text = z.string().nullish();
/** Counts are uint64 sent as strings (Schema$ChannelStatistics, Schema$VideoStatistics). */
const count = z.string().regex(/^\d+$/).nullish();

export const youtubeThumbnail = z.looseObject({
  url: text,
  width: z.number().nullish(),
  height: z.number().nullish(),
});
export const youtubeThumbnailDetails = z.looseObject({
  default: youtubeThumbnail.optional(),
  medium: youtubeThumbnail.optional(),
  high: youtubeThumbnail.optional(),
  standard: youtubeThumbnail.optional(),
  maxres: youtubeThumbnail.optional(),
});
export const youtubePageInfo = z.looseObject({
  totalResults: z.number().nullish(),
  resultsPerPage: z.number().nullish(),
});

/** Schema$Channel with snippet, contentDetails, statistics, brandingSettings. */
export const youtubeChannel = z.looseObject({
  kind: z.literal('youtube#channel'),
  etag: text,
  id: z.string(),
  snippet: z
    .looseObject({
      title: text,
      description: text,
      customUrl: text,
      publishedAt: text,
      thumbnails: youtubeThumbnailDetails.optional(),
      defaultLanguage: text,
      country: text,
    })
    .optional(),
  contentDetails: z
    .looseObject({
      relatedPlaylists: z.looseObject({ likes: text, uploads: text }).nullish(),
    })
    .optional(),
  statistics: z
    .looseObject({
      viewCount: count,
      subscriberCount: count,
      hiddenSubscriberCount: z.boolean().nullish(),
      videoCount: count,
    })
    .optional(),
  brandingSettings: z
    .looseObject({
      channel: z.looseObject({ country: text, defaultLanguage: text }).optional(),
    })
    .optional(),
});

/** What Schema$VideoSnippet and Schema$SearchResultSnippet share. */
const videoSnippet = z.looseObject({
  publishedAt: text,
  channelId: text,
  title: text,
  description: text,
  thumbnails: youtubeThumbnailDetails.optional(),
  channelTitle: text,
  liveBroadcastContent: text,
});

/** Schema$Video with snippet and statistics. */
export const youtubeVideo = z.looseObject({
  kind: z.literal('youtube#video'),
  etag: text,
  id: z.string(),
  snippet: videoSnippet
    .extend({ tags: z.array(z.string()).nullish(), categoryId: text })
    .optional(),
  statistics: z.looseObject({ viewCount: count, likeCount: count, commentCount: count }).optional(),
});

/** Schema$PlaylistItem with contentDetails. */
export const youtubePlaylistItem = z.looseObject({
  kind: z.literal('youtube#playlistItem'),
  etag: text,
  id: text,
  contentDetails: z.looseObject({ videoId: text, videoPublishedAt: text }).optional(),
});

/** Schema$SearchResult with snippet (type=video). */
export const youtubeSearchResult = z.looseObject({
  kind: z.literal('youtube#searchResult'),
  etag: text,
  id: z.looseObject({ kind: text, videoId: text, channelId: text, playlistId: text }),
  snippet: videoSnippet.optional(),
});

/** A …ListResponse: its kind names it; items may be absent when nothing matched. */
const listOf = <T extends z.ZodType>(kind: string, item: T) =>
  z.looseObject({
    kind: z.literal(`youtube#${kind}`),
    etag: text,
    nextPageToken: text,
    prevPageToken: text,
    pageInfo: youtubePageInfo.optional(),
    items: z.array(item).optional(),
  });

export const youtubeChannelList = listOf('channelListResponse', youtubeChannel);
export const youtubeVideoList = listOf('videoListResponse', youtubeVideo);
export const youtubePlaylistItemList = listOf('playlistItemListResponse', youtubePlaylistItem);
export const youtubeSearchList = listOf('searchListResponse', youtubeSearchResult).extend({
  regionCode: text,
});

export type YoutubeChannel = z.output<typeof youtubeChannel>;
export type YoutubeVideo = z.output<typeof youtubeVideo>;
export type YoutubeSearchResult = z.output<typeof youtubeSearchResult>;

/**
 * Google's JSON error (https://cloud.google.com/apis/design/errors, v3's "errors" list kept):
 * reasons the product acts on are quotaExceeded / dailyLimitExceeded (the day's units are
 * gone), rateLimitExceeded / userRateLimitExceeded (too fast), keyInvalid, forbidden.
 */
export const googleErrorBody = z.looseObject({
  error: z.looseObject({
    code: z.number(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z
      .array(
        z.looseObject({
          message: z.string().optional(),
          domain: z.string().optional(),
          reason: z.string().optional(),
        }),
      )
      .optional(),
  }),
});
export type GoogleErrorBody = z.output<typeof googleErrorBody>;

/** The reasons of a Google error body (empty when there are none). */
export const googleErrorReasons = (body: GoogleErrorBody | null): string[] =>
  body?.error.errors?.flatMap((e) => (e.reason ? [e.reason] : [])) ?? [];
