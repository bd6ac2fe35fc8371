import {
  invitePageEndpoints,
  publicInvite,
  type RedeemCodeFulfilment,
  redeemCodeFulfilment,
  redeemCodeMessages,
} from '@app/contract';
import { invitePageRoutes } from '@app/contract/endpoints/invite-page-routes.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BadResponseError } from '../../api/errors.ts';
import { sampleInvite, inviteToken as token } from '../../testing/invite-fixtures.ts';
import { expectRoutesAsDeclared } from '../../testing/public-page-routes.ts';
import {
  claimMyKeys,
  getInvite,
  isFulfilment,
  isPublicInvite,
  keyView,
  notEligibleMessage,
  submitInvitePost,
} from './invite-api.ts';

const fetchSpy = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const sent = () => {
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  return { url: String(url), method: init?.method, body: init?.body };
};

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

describe('isPublicInvite (the page checks answers without zod)', () => {
  it('accepts what the contract accepts', () => {
    expect(publicInvite.safeParse(sampleInvite).success).toBe(true);
    expect(isPublicInvite(sampleInvite)).toBe(true);
  });

  it.each([
    ['no campaign', { ...sampleInvite, campaign: null }],
    [
      'a foreign campaign type',
      { ...sampleInvite, campaign: { ...sampleInvite.campaign, type: 'gift' } },
    ],
    ['a numeric brief', { ...sampleInvite, campaign: { ...sampleInvite.campaign, brief: 5 } }],
    [
      'a file without url',
      { ...sampleInvite, campaign: { ...sampleInvite.campaign, briefFile: { label: 'x' } } },
    ],
    ['posts not a list', { ...sampleInvite, posts: {} }],
    ['a post without url', { ...sampleInvite, posts: [{ title: 'x' }] }],
    [
      'a store link without url',
      {
        ...sampleInvite,
        product: { ...sampleInvite.product, storeLinks: [{ platform: 'steam' }] },
      },
    ],
    ['no canSubmitPost', { ...sampleInvite, canSubmitPost: undefined }],
    [
      'a status label missing',
      { ...sampleInvite, creator: { ...sampleInvite.creator, statusLabel: null } },
    ],
    [
      'a deal in words',
      { ...sampleInvite, creator: { ...sampleInvite.creator, revenueAmount: '250' } },
    ],
  ])('refuses %s, as the contract does', (_name, value) => {
    expect(publicInvite.safeParse(value).success).toBe(false);
    expect(isPublicInvite(value)).toBe(false);
  });
});

const fulfilment = (
  platforms: Partial<RedeemCodeFulfilment['platforms'][number]>[],
  canRequest = true,
): RedeemCodeFulfilment =>
  redeemCodeFulfilment.parse({
    canRequest,
    platforms: platforms.map((p) => ({
      platform: 'steam',
      label: 'Steam',
      codes: [],
      bundleSize: 1,
      message: null,
      ...p,
    })),
  });

describe('the keys answer', () => {
  it('spells the same message as the contract', () => {
    expect(notEligibleMessage).toBe(redeemCodeMessages.notEligible);
  });

  it('is accepted as the contract accepts it, and refused when broken', () => {
    expect(isFulfilment(fulfilment([{ codes: ['AAAA-BBBB'] }]))).toBe(true);
    expect(isFulfilment({ platforms: [], canRequest: false })).toBe(true);
    for (const broken of [
      { platforms: [] },
      { platforms: [{ platform: 'steam', label: 'Steam', codes: [1] }], canRequest: true },
      {
        platforms: [{ platform: 'steam', label: 'Steam', codes: [], bundleSize: 1 }],
        canRequest: true,
      },
      null,
    ]) {
      expect(redeemCodeFulfilment.safeParse(broken).success).toBe(false);
      expect(isFulfilment(broken)).toBe(false);
    }
  });

  it('offers the button while a bundle is incomplete and the creator may ask', () => {
    const view = keyView(
      fulfilment([
        { codes: ['S-1'], bundleSize: 1 },
        { platform: 'switch', label: 'Nintendo Switch', codes: ['N-1'], bundleSize: 2 },
      ]),
    );
    expect(view.rows.map((r) => r.state)).toEqual(['all', 'some']);
    expect(view).toMatchObject({ canClaim: true, hasCodes: true });
    expect(keyView(fulfilment([{ codes: ['S-1'] }])).canClaim).toBe(false);
    expect(keyView(fulfilment([{ codes: [] }], false))).toMatchObject({
      canClaim: false,
      hasCodes: false,
    });
  });
});

describe('the invite page client', () => {
  it("calls each endpoint at the contract's method and path", () => {
    expectRoutesAsDeclared(invitePageRoutes, invitePageEndpoints);
  });

  it('sends the token in the path and the body as JSON, without any session', async () => {
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem('token', 'a-team-token');
    fetchSpy.mockResolvedValue(answer({}));
    await expect(submitInvitePost(token, 'https://youtu.be/x')).rejects.toBeInstanceOf(
      BadResponseError,
    );
    expect(sent()).toEqual({
      url: `/api/public/invite/${token}/posts`,
      method: 'POST',
      body: JSON.stringify({ url: 'https://youtu.be/x' }),
    });
    const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBeNull();
  });

  it('answers what the guard accepts and refuses the rest', async () => {
    vi.stubGlobal('fetch', fetchSpy);
    const keys = { platforms: [], canRequest: false };
    fetchSpy.mockResolvedValueOnce(answer(keys));
    await expect(claimMyKeys(token)).resolves.toEqual(keys);
    expect(sent()).toMatchObject({
      url: `/api/public/invite/${token}/redeem-codes`,
      method: 'POST',
    });
    fetchSpy.mockResolvedValueOnce(answer({ campaign: null }));
    await expect(getInvite(token)).rejects.toBeInstanceOf(BadResponseError);
  });
});
