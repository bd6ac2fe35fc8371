import { CampaignInfluencerStatus as S } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { canRun, statusChips } from './workflow-status.ts';

const stats = {
  total: 10,
  pending: 1,
  invited: 2,
  shortlisted: 3,
  published: 2,
  rejected: 1,
  paid: 1,
};

describe('status chips', () => {
  it('say Approved and Completed in a paid campaign', () => {
    const labels = statusChips('paid', stats).map((c) => c.label);
    expect(labels).toEqual([
      'All',
      'Pending',
      'Invited',
      'Approved',
      'Completed',
      'Paid',
      'Rejected',
    ]);
  });

  it('say Shortlisted and Published in a free campaign', () => {
    const labels = statusChips('free', stats).map((c) => c.label);
    expect(labels).toContain('Shortlisted');
    expect(labels).toContain('Published');
    expect(labels).not.toContain('Approved');
  });

  it('carry each status its own count', () => {
    const chips = statusChips('paid', stats);
    expect(chips.find((c) => c.status === S.Shortlisted)?.count).toBe(3);
    expect(chips.find((c) => c.status === 'all')?.count).toBe(10);
    expect(chips.find((c) => c.status === S.Paid)?.count).toBe(1);
  });

  it('show no number before the counts arrive', () => {
    expect(statusChips('free', undefined).every((c) => c.count === null)).toBe(true);
  });
});

describe('canRun', () => {
  it('follows the workflow table', () => {
    expect(canRun('invite', S.Pending)).toBe(true);
    expect(canRun('invite', S.Invited)).toBe(false);
    expect(canRun('pay', S.Published)).toBe(true);
    expect(canRun('pay', S.Invited)).toBe(false);
    expect(canRun('remove', S.Paid)).toBe(false);
  });
});
