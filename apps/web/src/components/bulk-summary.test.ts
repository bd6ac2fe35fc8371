import { describe, expect, it } from 'vitest';
import { summarizeBulk } from './bulk-summary.ts';

describe('summarizeBulk', () => {
  it('says how many were invited when every id went through', () => {
    const summary = summarizeBulk('invite', [
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    expect(summary).toEqual({ text: '2 invited', variant: 'success', done: 2, skipped: 0 });
  });

  it('groups refusals by reason and keeps the count of each', () => {
    const reason = 'Influencer is not in current campaign';
    const summary = summarizeBulk('invite', [
      { id: 1, ok: true },
      { id: 2, ok: true },
      { id: 3, ok: true },
      { id: 4, ok: false, message: reason },
    ]);
    expect(summary.text).toBe(`3 invited, 1 skipped: ${reason}`);
    expect(summary.variant).toBe('warning');
  });

  it('lists two different reasons separately', () => {
    const summary = summarizeBulk('pay', [
      { id: 1, ok: false, message: 'Campaign influencer status must be Shortlisted or Published' },
      { id: 2, ok: false, message: 'Campaign influencer status must be Shortlisted or Published' },
      { id: 3, ok: false, message: 'Influencer is not in current campaign' },
    ]);
    expect(summary.text).toBe(
      '2 skipped: Campaign influencer status must be Shortlisted or Published, 1 skipped: Influencer is not in current campaign',
    );
    expect(summary.variant).toBe('error');
    expect(summary.done).toBe(0);
  });

  it('names a failure without a message as a generic error', () => {
    expect(summarizeBulk('remove', [{ id: 9, ok: false }]).text).toBe(
      '1 skipped: Something goes wrong',
    );
  });

  it('passes every piece through the translator', () => {
    const t = (key: string, o?: Record<string, unknown>) =>
      `<${key.replace('{{count}}', String(o?.count)).replace('{{reason}}', String(o?.reason))}>`;
    expect(
      summarizeBulk(
        'approve',
        [
          { id: 1, ok: true },
          { id: 2, ok: false, message: 'No' },
        ],
        t,
      ).text,
    ).toBe('<1 approved>, <1 skipped: <No>>');
  });
});

describe('summarizeBulk for deletes', () => {
  it('says "1 deleted" and "3 deleted" alike: the count carries the number', () => {
    expect(summarizeBulk('delete', [{ id: 1, ok: true }]).text).toBe('1 deleted');
    expect(
      summarizeBulk('delete', [
        { id: 1, ok: true },
        { id: 2, ok: true },
        { id: 3, ok: true },
      ]).text,
    ).toBe('3 deleted');
  });

  it('prefers the reason over a generic message', () => {
    const summary = summarizeBulk('delete', [
      { id: 1, ok: true },
      { id: 2, ok: true },
      {
        id: 3,
        ok: false,
        message: 'Error deleting product',
        reason: 'It is used by 1 campaign; delete or change those first',
      },
    ]);
    expect(summary.text).toBe(
      '2 deleted, 1 skipped: It is used by 1 campaign; delete or change those first',
    );
    expect(summary.variant).toBe('warning');
  });

  it('hands the count to the translator so plural forms can be chosen', () => {
    const seen: unknown[] = [];
    summarizeBulk('delete', [{ id: 1, ok: true }], (key, options) => {
      seen.push(options?.count);
      return key;
    });
    expect(seen).toEqual([1]);
  });
});
