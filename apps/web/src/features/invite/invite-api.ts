import type { PublicInvite } from '@app/contract';
import { BadResponseError } from '../../api/errors.ts';
import { http } from '../../api/http.ts';

// The public invite page stays small: no zod, no query cache. The answer is checked by hand
// against the contract's publicInvite shape (invite-api.test.ts keeps the two in step).

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

function read(data: unknown): PublicInvite {
  if (!isPublicInvite(data)) throw new BadResponseError(200);
  return data;
}

const path = (token: string) => `public/invite/${encodeURIComponent(token)}`;

export async function getInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return read(await http.get<unknown>(path(token), { signal }));
}

export async function submitInvitePost(token: string, url: string): Promise<PublicInvite> {
  return read(await http.post<unknown>(`${path(token)}/posts`, { url }));
}
