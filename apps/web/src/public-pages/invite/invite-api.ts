import type { ChannelSignIn, PublicInvite, RedeemCodeFulfilment } from '@app/contract';
import type { invitePageEndpoints } from '@app/contract/endpoints/invite-page.ts';
import { invitePageRoutes as routes } from '@app/contract/endpoints/invite-page-routes.ts';
import { callRoute, isNullableString, isObject, isUrlAnswer } from '../api.ts';
import { channelSignIns } from '../channel-sign-in.ts';

// The invite page's calls. Answers are checked by hand against the contract's publicInvite
// and redeemCodeFulfilment (invite-api.test.ts keeps the guards in step with the schemas).

type Endpoints = typeof invitePageEndpoints;

/** redeemCodeMessages.notEligible */
export const notEligibleMessage = 'Keys are not available for this invitation';

const isFile = (value: unknown) =>
  value === null ||
  (isObject(value) && typeof value.url === 'string' && isNullableString(value.label));

const isChannelProof = (value: unknown) =>
  isObject(value) &&
  typeof value.required === 'boolean' &&
  typeof value.proven === 'boolean' &&
  Array.isArray(value.signIn) &&
  value.signIn.every((p) => (channelSignIns as readonly unknown[]).includes(p));

export function isPublicInvite(value: unknown): value is PublicInvite {
  if (!isObject(value)) return false;
  const { campaign, product, creator, posts, canSubmitPost, channelProof } = value;
  if (!isChannelProof(channelProof)) return false;
  if (!isObject(campaign) || !isObject(product) || !isObject(creator)) return false;
  if (typeof campaign.name !== 'string' || typeof campaign.isClosed !== 'boolean') return false;
  if (campaign.type !== 'free' && campaign.type !== 'paid') return false;
  const texts = ['brief', 'instructions', 'imageUrl', 'startedAt', 'finishedAt'];
  if (!texts.every((key) => isNullableString(campaign[key]))) return false;
  if (!isFile(campaign.briefFile) || !isFile(campaign.instructionsFile)) return false;
  if (typeof product.title !== 'string' || !isNullableString(product.imageUrl)) return false;
  if (
    !Array.isArray(product.storeLinks) ||
    !product.storeLinks.every(
      (link) => isObject(link) && typeof link.url === 'string' && typeof link.platform === 'string',
    )
  )
    return false;
  if (typeof creator.mediaName !== 'string' || typeof creator.statusLabel !== 'string')
    return false;
  if (typeof creator.status !== 'number') return false;
  if (creator.revenueAmount !== null && typeof creator.revenueAmount !== 'number') return false;
  if (creator.postCount !== null && typeof creator.postCount !== 'number') return false;
  if (
    !Array.isArray(posts) ||
    !posts.every(
      (post) =>
        isObject(post) &&
        typeof post.url === 'string' &&
        isNullableString(post.title) &&
        isNullableString(post.thumbnailUrl) &&
        isNullableString(post.publishedAt),
    )
  )
    return false;
  return typeof canSubmitPost === 'boolean';
}

export function isFulfilment(value: unknown): value is RedeemCodeFulfilment {
  if (!isObject(value) || typeof value.canRequest !== 'boolean') return false;
  if (!Array.isArray(value.platforms)) return false;
  return value.platforms.every(
    (p) =>
      isObject(p) &&
      typeof p.platform === 'string' &&
      typeof p.label === 'string' &&
      Array.isArray(p.codes) &&
      p.codes.every((c) => typeof c === 'string') &&
      typeof p.bundleSize === 'number' &&
      isNullableString(p.message),
  );
}

export function getInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return callRoute<Endpoints['get']>(routes.get, { params: { token }, signal }, isPublicInvite);
}

export function submitInvitePost(token: string, url: string): Promise<PublicInvite> {
  return callRoute<Endpoints['submitPost']>(
    routes.submitPost,
    { params: { token }, body: { url } },
    isPublicInvite,
  );
}

/** The provider's consent page that proves the invited creator's channel (the page goes there). */
export async function inviteSignInUrl(token: string, provider: ChannelSignIn): Promise<string> {
  const answer = await callRoute<Endpoints['signIn']>(
    routes.signIn,
    { params: { token, provider } },
    isUrlAnswer,
  );
  return answer.url;
}

/** The codes already issued to this creator; claims nothing. */
export function getMyKeys(token: string, signal?: AbortSignal) {
  return callRoute<Endpoints['keys']>(routes.keys, { params: { token }, signal }, isFulfilment);
}

/** "Get my key": claims what is missing; the same codes every time. */
export function claimMyKeys(token: string) {
  return callRoute<Endpoints['claimKeys']>(routes.claimKeys, { params: { token } }, isFulfilment);
}

export type KeyRow = RedeemCodeFulfilment['platforms'][number] & {
  /** all: the whole bundle is here; some: part of it; none: nothing yet. */
  state: 'all' | 'some' | 'none';
};

export type KeyView = {
  rows: KeyRow[];
  /** Whether "Get my key" can still add codes (eligible, and some bundle is not complete). */
  canClaim: boolean;
  /** Whether the creator holds any code at all. */
  hasCodes: boolean;
};

/** What the key section shows for an answer. */
export function keyView(answer: RedeemCodeFulfilment): KeyView {
  const rows = answer.platforms.map<KeyRow>((p) => ({
    ...p,
    state: p.codes.length === 0 ? 'none' : p.codes.length >= p.bundleSize ? 'all' : 'some',
  }));
  return {
    rows,
    canClaim: answer.canRequest && rows.some((r) => r.state !== 'all'),
    hasCodes: rows.some((r) => r.codes.length > 0),
  };
}
