import { z } from 'zod';
import { ChannelType, channelStatsStatus, channelType, enumValues } from './enums.ts';
import { id, timestamps } from './fields.ts';
import { messages } from './messages.ts';

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
  ...timestamps,
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
