import type { Submission } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { hasPendingSubmission, isSubmissionPending } from './submission-live.ts';

const submission = (status: Submission['status'], heldBecause: string[] = []) =>
  ({ status, heldBecause }) as unknown as Submission;

describe('live-capture submissions still moving by themselves', () => {
  it('are the unfinished ones the pipeline is not holding for the team', () => {
    expect(isSubmissionPending(submission('not mapped'))).toBe(true);
    expect(isSubmissionPending(submission('mapped'))).toBe(true);
    expect(isSubmissionPending(submission('email sent'))).toBe(true);
    expect(isSubmissionPending(submission('mapped', ['No channel proof yet']))).toBe(false);
    expect(isSubmissionPending(submission('added to workflow'))).toBe(false);
    expect(isSubmissionPending(submission('check error'))).toBe(false);
  });

  it('only when the lead magnet runs the pipeline (autovalidate)', () => {
    const items = [submission('mapped'), submission('added to workflow')];
    expect(hasPendingSubmission({ items }, true)).toBe(true);
    expect(hasPendingSubmission({ items }, false)).toBe(false);
    expect(hasPendingSubmission({ items: [submission('check error')] }, true)).toBe(false);
  });
});
