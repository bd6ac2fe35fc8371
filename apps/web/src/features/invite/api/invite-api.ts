import type { PublicInvite } from '@app/contract';
import type { invitePageEndpoints } from '@app/contract/endpoints/invite-page.ts';
import { invitePageRoutes as routes } from '@app/contract/endpoints/invite-page-routes.ts';
import { callInviteRoute } from './invite-call.ts';

// The public invite page stays small: no zod, no query cache (see invite-call.ts). The answer
// is checked by hand against the contract's publicInvite shape (invite-api.test.ts keeps the
// two in step).

type Endpoints = typeof invitePageEndpoints;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nullableString = (v: unknown) => v === null || typeof v === 'string';

export function isPublicInvite(value: unknown): value is PublicInvite {
  if (!isObject(value)) return false;
  const { campaign, product, creator, posts, canSubmitPost } = value;
  if (!isObject(campaign) || !isObject(product) || !isObject(creator)) return false;
  if (typeof campaign.name !== 'string' || typeof campaign.isClosed !== 'boolean') return false;
  if (campaign.type !== 'free' && campaign.type !== 'paid') return false;
  if (
    !['brief', 'instructions', 'imageUrl', 'startedAt', 'finishedAt'].every((k) =>
      nullableString(campaign[k]),
    )
  )
    return false;
  if (typeof product.title !== 'string' || !Array.isArray(product.storeLinks)) return false;
  if (typeof creator.mediaName !== 'string' || typeof creator.statusLabel !== 'string')
    return false;
  if (typeof creator.status !== 'number') return false;
  if (!Array.isArray(posts) || !posts.every((p) => isObject(p) && typeof p.url === 'string'))
    return false;
  return typeof canSubmitPost === 'boolean';
}

export function getInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return callInviteRoute<Endpoints['get']>(
    routes.get,
    { params: { token }, signal },
    isPublicInvite,
  );
}

export function submitInvitePost(token: string, url: string): Promise<PublicInvite> {
  return callInviteRoute<Endpoints['submitPost']>(
    routes.submitPost,
    { params: { token }, body: { url } },
    isPublicInvite,
  );
}
