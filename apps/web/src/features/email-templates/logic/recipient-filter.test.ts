import { CampaignInfluencerStatus as S } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { recipientSummary, toRecipientFilter } from './recipient-filter.ts';

describe('toRecipientFilter', () => {
  it('sends nothing for an empty filter (all creators of the campaign)', () => {
    expect(toRecipientFilter({ statuses: [], search: '   ' })).toEqual({});
  });

  it('maps chosen statuses sorted and once each, and a trimmed search', () => {
    expect(
      toRecipientFilter({
        statuses: [S.Shortlisted, S.Invited, S.Shortlisted],
        search: '  pixel ',
      }),
    ).toEqual({ statuses: [S.Invited, S.Shortlisted], search: 'pixel' });
  });

  it('gives the same request for the same choice in another order', () => {
    const a = toRecipientFilter({ statuses: [S.Published, S.Pending], search: 'x' });
    const b = toRecipientFilter({ statuses: [S.Pending, S.Published], search: 'x ' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('keeps a selection of ids and caps the search at the contract length', () => {
    const f = toRecipientFilter({ statuses: [], search: 'a'.repeat(250), ids: [3, 3, 9] });
    expect(f.ids).toEqual([3, 9]);
    expect(f.search).toHaveLength(200);
    expect(f.statuses).toBeUndefined();
  });
});

describe('recipientSummary', () => {
  it('counts who is left out and whether anything can be sent', () => {
    expect(recipientSummary({ matched: 10, recipients: 7, noEmail: 2, unsubscribed: 1 })).toEqual({
      sendable: true,
      skipped: 3,
    });
    expect(
      recipientSummary({ matched: 2, recipients: 0, noEmail: 2, unsubscribed: 0 }).sendable,
    ).toBe(false);
  });
});
