import { z } from 'zod';
import { applySignInStart, channelSignIn } from './apply-page.ts';
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
  /**
   * The campaign asks invited creators to prove their channel before a key (issue 26):
   * `required`, `proven` once a sign-in named one of the creator's channels, and the sign-ins
   * offered for their channels' platforms (configured ones only).
   */
  channelProof: z.object({
    required: z.boolean(),
    proven: z.boolean(),
    signIn: z.array(channelSignIn),
  }),
});
export type PublicInvite = z.infer<typeof publicInvite>;

/**
 * POST /public/invite/{token}/posts: same checks as the team's POST /campaign/{id}/posts,
 * limited to this creator's channels; answers the updated page.
 */
export const submitInvitePostRequest = z.object({ url: channelUrl });
export type SubmitInvitePostRequest = z.infer<typeof submitInvitePostRequest>;
export const submitInvitePostResponse = publicInvite;

/** GET /public/invite/{token}/sign-in/{provider}: the consent page to go to. */
export const inviteSignInParams = inviteTokenParams.extend({ provider: channelSignIn });
export const inviteSignInStart = applySignInStart;

/**
 * How an invite page's sign-in ended (`?signIn=` on the page): `proven`, the account owns one
 * of the creator's channels; `notYours`, it owns none of them; `failed`, the provider refused
 * or could not be reached.
 */
export const inviteSignInResult = z.enum(['proven', 'notYours', 'failed']);
export type InviteSignInResult = z.infer<typeof inviteSignInResult>;

export const inviteMessages = {
  cannotSubmit: 'This invitation does not take posts any more',
  proveFirst: 'Prove the channel is yours first: sign in with the account that owns it',
  nothingToProve: 'This invitation does not wait for a channel proof',
  signInNotOffered: 'This sign-in is not offered for your channels',
} as const;
