import type { RedeemCodeFulfilment } from '@app/contract';
import type { invitePageEndpoints } from '@app/contract/endpoints/invite-page.ts';
import { invitePageRoutes as routes } from '@app/contract/endpoints/invite-page-routes.ts';
import { callInviteRoute } from '../../invite/api/invite-call.ts';

// The invite page stays small: no zod, no query cache (see features/invite/invite-call.ts).
// The answer is checked by hand against the contract's redeemCodeFulfilment, and the message
// is spelled here; invite-keys-api.test.ts keeps them in step with the contract.

type Endpoints = typeof invitePageEndpoints;

/** redeemCodeMessages.notEligible */
export const notEligibleMessage = 'Keys are not available for this invitation';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
      (p.message === null || typeof p.message === 'string'),
  );
}

/** The codes already issued to this creator; claims nothing. */
export function getMyKeys(token: string, signal?: AbortSignal) {
  return callInviteRoute<Endpoints['keys']>(
    routes.keys,
    { params: { token }, signal },
    isFulfilment,
  );
}

/** "Get my key": claims what is missing; the same codes every time. */
export function claimMyKeys(token: string) {
  return callInviteRoute<Endpoints['claimKeys']>(
    routes.claimKeys,
    { params: { token } },
    isFulfilment,
  );
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
