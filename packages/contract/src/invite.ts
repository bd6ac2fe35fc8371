import { z } from 'zod';
import { channelUrl } from './channels.ts';
import { campaignInfluencerStatus, campaignType, postStatus } from './enums.ts';
import { storeLink } from './products.ts';

// The public invite page's API (no login; endpoints/invite-page.ts). `{token}` is the 128-bit
// random token of one campaign influencer (the link in the invite email). An unknown token
// answers 404 "Not found" and nothing else. Rate-limited per client.

/** The web route of the page. */
export const INVITE_PAGE_ROUTE = '/invite/:token';

export const inviteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

const publicFile = z.object({ label: z.string().nullable(), url: z.string() });

/** Only what the creator may see: no team data, no other creators. */
export const publicInvite = z.object({
  campaign: z.object({
    name: z.string(),
    type: campaignType,
    brief: z.string().nullable(),
    instructions: z.string().nullable(),
    briefFile: publicFile.nullable(),
    instructionsFile: publicFile.nullable(),
    imageUrl: z.string().nullable(),
    startedAt: z.string().nullable(),
    /** The deadline. */
    finishedAt: z.string().nullable(),
    /** Closed campaigns no longer take posts. */
    isClosed: z.boolean(),
  }),
  product: z.object({
    title: z.string(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    storeLinks: z.array(storeLink),
  }),
  creator: z.object({
    mediaName: z.string(),
    status: campaignInfluencerStatus,
    /** In the creator's words ("You're in", "Post received", ...): creatorStatusLabel. */
    statusLabel: z.string(),
    /** Their own deal in a paid campaign. */
    revenueAmount: z.number().nullable(),
    postCount: z.number().int().nullable(),
  }),
  /** The creator's published posts in this campaign. */
  posts: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
      publishedAt: z.string().nullable(),
      status: postStatus,
    }),
  ),
  /** Whether the page shows the URL field (not Pending/Rejected/Paid, campaign open). */
  canSubmitPost: z.boolean(),
});
export type PublicInvite = z.infer<typeof publicInvite>;

/**
 * POST /public/invite/{token}/posts: same checks as the team's POST /campaign/{id}/posts,
 * limited to this creator's channels; answers the updated page.
 */
export const submitInvitePostRequest = z.object({ url: channelUrl });
export type SubmitInvitePostRequest = z.infer<typeof submitInvitePostRequest>;
export const submitInvitePostResponse = publicInvite;

export const inviteMessages = {
  cannotSubmit: 'This invitation does not take posts any more',
} as const;
