import { z } from 'zod';
import { channel, channelUrl } from './channels.ts';
import { channelStatsStatus, channelType, enumValues, postStatus } from './enums.ts';
import { rowId, timestamps } from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

export const PostSource = { Team: 'team', Creator: 'creator', Suggestion: 'suggestion' } as const;
export type PostSource = (typeof PostSource)[keyof typeof PostSource];
export const postSource = z.enum(enumValues(PostSource));

export const campaignPost = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  influencer: z.object({ id: z.number().int(), mediaName: z.string() }),
  channel: channel.pick({ id: true, type: true, title: true, url: true }),
  type: channelType,
  /** YouTube video id or Twitch video id. */
  externalId: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  views: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  status: postStatus,
  source: postSource,
  /** Same meaning as a channel's: not_configured = no API key, the post is kept without numbers. */
  statsStatus: channelStatsStatus,
  statsError: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  ...timestamps,
});
export type CampaignPost = z.infer<typeof campaignPost>;

/**
 * POST /campaign/{id}/posts: a video or stream URL (YouTube watch/shorts/live/youtu.be,
 * Twitch videos/<id>). It must be on a channel of one of the campaign's influencers:
 * otherwise 400 "Influencer channel not found"; a video the platform does not know:
 * "Influencer channel post not found"; not a video link: messages.unsupportedVideoUrl (what
 * links are accepted).
 * The influencer moves Invited/Shortlisted -> Published (other statuses keep theirs).
 */
export const addCampaignPostRequest = z.object({ url: channelUrl });
export type AddCampaignPostRequest = z.infer<typeof addCampaignPostRequest>;
export const addCampaignPostResponse = campaignPost;

export const postSortFields = [
  'publishedAt',
  'views',
  'likes',
  'comments',
  'title',
  'mediaName',
  'createdAt',
] as const;
/** POST /campaign/{id}/posts/list. Search: title, media name. Default sort: publishedAt desc. */
export const postListRequest = listRequest([...postSortFields], {
  status: z.array(postStatus).max(3),
  influencerId: rowId,
  channelType: z.array(channelType).max(2),
});
export type PostListRequest = z.input<typeof postListRequest>;
export const postListResponse = listResponse(campaignPost);
export type PostListResponse = z.infer<typeof postListResponse>;
