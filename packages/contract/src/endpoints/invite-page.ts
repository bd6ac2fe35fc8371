import { defineEndpoints } from '../endpoint.ts';
import {
  inviteSignInParams,
  inviteSignInStart,
  inviteTokenParams,
  publicInvite,
  submitInvitePostRequest,
  submitInvitePostResponse,
} from '../invite.ts';
import { redeemCodeFulfilment } from '../redeem-codes.ts';
import { invitePageRoutes as routes } from './invite-page-routes.ts';

/**
 * The creators' invite page (no login): `{token}` is the 128-bit random token of one
 * campaign influencer (the link in the invite email). An unknown token answers 404
 * "Not found" and nothing else. Rate-limited per client. Methods and paths live in
 * invite-page-routes.ts, which the page's zod-free client reads.
 */
export const invitePageEndpoints = defineEndpoints('public invite page', {
  get: {
    ...routes.get,
    access: 'public',
    summary: "The invite page: the campaign's brief and the creator's own status and posts",
    params: inviteTokenParams,
    response: publicInvite,
    errors: [404],
    rateLimited: true,
  },
  submitPost: {
    ...routes.submitPost,
    access: 'public',
    summary: "Submit the published video's URL (moves the creator to Published)",
    params: inviteTokenParams,
    body: submitInvitePostRequest,
    response: submitInvitePostResponse,
    errors: [404],
    rateLimited: true,
  },
  keys: {
    ...routes.keys,
    access: 'public',
    summary: "The creator's issued codes per platform (nothing is claimed)",
    params: inviteTokenParams,
    response: redeemCodeFulfilment,
    errors: [404],
    rateLimited: true,
  },
  claimKeys: {
    ...routes.claimKeys,
    access: 'public',
    summary:
      'Get my key: issues the bundle per platform; the same codes every time (400 while the campaign waits for a channel proof)',
    params: inviteTokenParams,
    response: redeemCodeFulfilment,
    errors: [400, 404],
    rateLimited: true,
  },
  signIn: {
    ...routes.signIn,
    access: 'public',
    summary:
      "Prove the invited creator's channel by signing in: the provider's consent page; it returns through the apply page's sign-in callback",
    params: inviteSignInParams,
    response: inviteSignInStart,
    errors: [400, 404],
    rateLimited: true,
  },
});
