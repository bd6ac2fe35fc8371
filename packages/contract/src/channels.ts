import { z } from 'zod';
import { ChannelType, enumValues } from './enums.ts';
import { bulkResult } from './errors.ts';
import { id, ids } from './fields.ts';
import { messages } from './messages.ts';

export const channelType = z.union(
  enumValues(ChannelType).map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>],
);

export const channelTypeLabel: Record<ChannelType, string> = {
  [ChannelType.Youtube]: 'Youtube',
  [ChannelType.Twitch]: 'Twitch',
};

/**
 * Where a channel's numbers stand:
 * - pending: added, the first refresh has not run yet;
 * - ok: refreshed from the platform (see refreshedAt);
 * - not_configured: no API key for this platform, the channel is kept without stats
 *   (the interface shows "stats not configured");
 * - not_found: the platform says the channel (or the video it was added by) does not exist;
 * - error: the last refresh failed (statsError says why; quota exhaustion included).
 */
export const ChannelStatsStatus = {
  Pending: 'pending',
  Ok: 'ok',
  NotConfigured: 'not_configured',
  NotFound: 'not_found',
  Error: 'error',
} as const;
export type ChannelStatsStatus = (typeof ChannelStatsStatus)[keyof typeof ChannelStatsStatus];
export const channelStatsStatus = z.enum(enumValues(ChannelStatsStatus));

export const channelStatsStatusLabel: Record<ChannelStatsStatus, string> = {
  pending: 'Refreshing',
  ok: 'Up to date',
  not_configured: 'Stats not configured',
  not_found: 'Channel not found on the platform',
  error: 'Refresh failed',
};

export const channel = z.object({
  id: z.number().int(),
  influencerId: z.number().int(),
  type: channelType,
  /** Canonical link to the channel (or the link it was added by until resolved). */
  url: z.string(),
  /** YouTube channel id (UC...) or Twitch user id; null until resolved by a refresh. */
  externalId: z.string().nullable(),
  /** YouTube @handle (without @) or Twitch login. */
  handle: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Subscribers (YouTube) or followers (Twitch). */
  subscribers: z.number().int().nullable(),
  views: z.number().int().nullable(),
  videos: z.number().int().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  lastUploadAt: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  statsStatus: channelStatsStatus,
  statsError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Channel = z.infer<typeof channel>;

/** What the list shows per channel. */
export const channelSummary = channel.pick({
  id: true,
  type: true,
  url: true,
  handle: true,
  title: true,
  avatarUrl: true,
  subscribers: true,
  statsStatus: true,
});
export type ChannelSummary = z.infer<typeof channelSummary>;

/** A channel link: blank -> "URL is empty" (the server parses the rest). */
export const channelUrl = z
  .string({ error: messages.urlIsEmpty })
  .trim()
  .min(1, { error: messages.urlIsEmpty })
  .max(2000, { error: messages.unsupportedChannelUrl });

/**
 * The pure parser's answer for a link (server side; the web may show the kind).
 * YouTube kinds: channelId (/channel/UC...), handle (/@name), custom (/c/name),
 * user (/user/name), video (watch?v=, shorts/, youtu.be/, live/, embed/; resolved to its
 * channel by the provider). Twitch: login (twitch.tv/<login>).
 */
export const YoutubeUrlKind = {
  ChannelId: 'channelId',
  Handle: 'handle',
  Custom: 'custom',
  User: 'user',
  Video: 'video',
} as const;
export type YoutubeUrlKind = (typeof YoutubeUrlKind)[keyof typeof YoutubeUrlKind];

export const parsedChannelUrl = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(ChannelType.Youtube),
    kind: z.enum(enumValues(YoutubeUrlKind)),
    value: z.string(),
    /** Canonical URL (https://www.youtube.com/...). */
    url: z.string(),
  }),
  z.object({
    type: z.literal(ChannelType.Twitch),
    kind: z.literal('login'),
    value: z.string(),
    url: z.string(),
  }),
]);
export type ParsedChannelUrl = z.infer<typeof parsedChannelUrl>;

export const addChannelRequest = z.object({ url: channelUrl });
export type AddChannelRequest = z.infer<typeof addChannelRequest>;

export const influencerChannelParams = z.object({ id, channelId: id });
export const deleteChannelsRequest = z.object({ ids });
export type DeleteChannelsRequest = z.infer<typeof deleteChannelsRequest>;
/** Per channel id; an id not on this influencer answers ok:false "Influencer channel not found". */
export const deleteChannelsResponse = bulkResult;

/**
 * GET /influencer/{id}/channel/update queues a refresh of every channel of the influencer
 * as a 'channel-refresh' task; POST /influencer/{id}/channel/{channelId}/stats refreshes one
 * channel now and answers it.
 */
export const refreshChannelsResponse = z.object({ taskId: z.number().int() });
export type RefreshChannelsResponse = z.infer<typeof refreshChannelsResponse>;

/** GET /influencer/external/channel/{type}/{postId}/post: a video or stream recording. */
export const channelPostParams = z.object({
  type: z.coerce.number().pipe(channelType),
  postId: z.string().trim().min(1).max(200),
});
export const channelPost = z.object({
  type: channelType,
  externalId: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  views: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  /** The channel that published it. */
  channel: z.object({
    externalId: z.string(),
    title: z.string().nullable(),
    url: z.string(),
  }),
});
export type ChannelPost = z.infer<typeof channelPost>;
