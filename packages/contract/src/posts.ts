import { z } from 'zod';
import { channelStatsStatus, channelType, channelUrl } from './channels.ts';
import { enumValues } from './enums.ts';
import { bulkResult } from './errors.ts';
import { id, ids } from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

/**
 * suggested: found by the scan of creators' uploads, waiting for a decision;
 * published: counts for the campaign (added by URL, accepted suggestion, or the creator's
 * submission on the invite page); skipped: a suggestion turned down.
 */
export const PostStatus = {
  Suggested: 'suggested',
  Published: 'published',
  Skipped: 'skipped',
} as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];
export const postStatus = z.enum(enumValues(PostStatus));
export const postStatusLabel: Record<PostStatus, string> = {
  suggested: 'Suggested',
  published: 'Published',
  skipped: 'Skipped',
};

export const PostSource = { Team: 'team', Creator: 'creator', Suggestion: 'suggestion' } as const;
export type PostSource = (typeof PostSource)[keyof typeof PostSource];
export const postSource = z.enum(enumValues(PostSource));

export const campaignPost = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  influencer: z.object({ id: z.number().int(), mediaName: z.string() }),
  channel: z.object({
    id: z.number().int(),
    type: channelType,
    title: z.string().nullable(),
    url: z.string(),
  }),
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignPost = z.infer<typeof campaignPost>;

/**
 * POST /campaign/{id}/posts: a video or stream URL (YouTube watch/shorts/live/youtu.be,
 * Twitch videos/<id>). It must be on a channel of one of the campaign's influencers:
 * otherwise 400 "Influencer channel not found"; a video the platform does not know:
 * "Influencer channel post not found"; not a video link: "Unsupported channel URL".
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
  influencerId: z.number().int().positive(),
  channelType: z.array(channelType).max(2),
});
export type PostListRequest = z.input<typeof postListRequest>;
export const postListResponse = listResponse(campaignPost);
export type PostListResponse = z.infer<typeof postListResponse>;

/**
 * POST /campaign/{id}/posts/publish and /posts/skip with post ids: publish accepts a
 * suggestion (and moves the influencer to Published as above); skip turns it down.
 */
export const postIdsRequest = z.object({ ids });
export type PostIdsRequest = z.infer<typeof postIdsRequest>;
export const postActionResponse = bulkResult;
export const campaignPostParams = z.object({ id });
