import { type RedeemCodeFulfilment, redeemCodeFulfilment, redeemCodeMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isFulfilment, keyView, notEligibleMessage } from './invite-keys-api.ts';

const answer = (
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

describe('the hand-written contract copies', () => {
  it('spell the same message as the contract', () => {
    expect(notEligibleMessage).toBe(redeemCodeMessages.notEligible);
  });

  it('accept what the contract accepts and refuse broken answers', () => {
    expect(isFulfilment(answer([{ codes: ['AAAA-BBBB'] }]))).toBe(true);
    expect(isFulfilment({ platforms: [], canRequest: false })).toBe(true);
    expect(isFulfilment({ platforms: [] })).toBe(false);
    expect(
      isFulfilment({
        platforms: [{ platform: 'steam', label: 'Steam', codes: [1] }],
        canRequest: true,
      }),
    ).toBe(false);
    expect(
      isFulfilment({
        platforms: [{ platform: 'steam', label: 'Steam', codes: [], bundleSize: 1 }],
        canRequest: true,
      }),
    ).toBe(false);
    expect(isFulfilment(null)).toBe(false);
  });
});

describe('keyView', () => {
  it('offers the button while a bundle is incomplete and the creator may ask', () => {
    const view = keyView(
      answer([
        { codes: ['S-1'], bundleSize: 1 },
        { platform: 'switch', label: 'Nintendo Switch', codes: ['N-1'], bundleSize: 2 },
      ]),
    );
    expect(view.rows.map((r) => r.state)).toEqual(['all', 'some']);
    expect(view.canClaim).toBe(true);
    expect(view.hasCodes).toBe(true);
  });

  it('hides the button once every bundle is complete, or when the creator may not ask', () => {
    expect(keyView(answer([{ codes: ['S-1'] }])).canClaim).toBe(false);
    expect(keyView(answer([{ codes: [] }], false))).toMatchObject({
      canClaim: false,
      hasCodes: false,
    });
  });
});
