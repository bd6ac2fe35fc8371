import type { RedeemCodeAuditEntry } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-entry.ts';

const t = (key: string, options: Record<string, unknown> = {}) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

const entry = (over: Partial<RedeemCodeAuditEntry>): RedeemCodeAuditEntry => ({
  id: 1,
  campaignId: 3,
  action: 'import',
  platform: 'steam',
  count: 2000,
  actor: { id: 1, name: 'Dana Lee' },
  via: 'team',
  influencer: null,
  details: {},
  createdAt: '2026-11-21T08:00:00.000Z',
  ...over,
});

describe('describeAuditEntry', () => {
  it('says who imported how many codes of which platform, from which file', () => {
    expect(
      describeAuditEntry(
        entry({
          details: { fileName: 'steam.txt', blank: 2, duplicateInFile: 1, alreadyInPool: 4 },
        }),
        t,
      ),
    ).toEqual({
      text: 'Dana Lee imported 2,000 Steam codes',
      details: ['steam.txt', '3 skipped', '4 rejected'],
      otherCampaignId: null,
    });
  });

  it('tells an export that emptied the pool from one that did not', () => {
    const removed = entry({
      action: 'export-unused',
      platform: null,
      count: 5,
      details: { remove: true },
    });
    expect(describeAuditEntry(removed, t).text).toBe(
      'Dana Lee exported unused codes (5 codes) and removed them from the pool',
    );
    expect(describeAuditEntry({ ...removed, details: { remove: false } }, t).text).toBe(
      'Dana Lee exported unused codes (5 codes)',
    );
  });

  it('points a transfer at the other campaign, both ways', () => {
    expect(
      describeAuditEntry(
        entry({ action: 'transfer', count: 1, details: { toCampaignId: 9, direction: 'out' } }),
        t,
      ),
    ).toMatchObject({
      text: 'Dana Lee moved 1 Steam code to another campaign',
      otherCampaignId: 9,
    });
    expect(
      describeAuditEntry(
        entry({ action: 'transfer', details: { fromCampaignId: 4, direction: 'in' } }),
        t,
      ),
    ).toMatchObject({ otherCampaignId: 4 });
  });

  it('names the creator of a fulfil, whether they or the team asked', () => {
    const creator = entry({
      action: 'fulfil',
      count: 2,
      platform: 'switch',
      actor: null,
      via: 'creator',
      influencer: { id: 7, mediaName: 'PixelPaula' },
    });
    expect(describeAuditEntry(creator, t).text).toBe('PixelPaula got 2 Nintendo Switch codes');
    expect(
      describeAuditEntry({ ...creator, via: 'team', actor: { id: 1, name: 'Dana Lee' } }, t).text,
    ).toBe('Dana Lee issued 2 Nintendo Switch codes to PixelPaula');
  });
});
