import type { Submission } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { LIVE_POLL_MS } from '../../../api/live-poll.ts';
import {
  awaitsCreator,
  CREATOR_POLL_MS,
  isSubmissionPending,
  submissionsPollMs,
} from './submission-live.ts';

const submission = (status: Submission['status'], more: Partial<Submission> = {}) =>
  ({
    status,
    heldBecause: [],
    outcome: null,
    flags: [],
    channelProof: null,
    emailConfirmed: false,
    ...more,
  }) as Submission;

const notConfirmed = ['The email address is not confirmed yet'];

describe('live-capture submissions still moving by themselves', () => {
  it('are the unfinished ones the pipeline is not holding', () => {
    expect(isSubmissionPending(submission('not mapped'))).toBe(true);
    expect(isSubmissionPending(submission('mapped'))).toBe(true);
    expect(isSubmissionPending(submission('email sent'))).toBe(true);
    expect(isSubmissionPending(submission('mapped', { heldBecause: notConfirmed }))).toBe(false);
    expect(isSubmissionPending(submission('added to workflow'))).toBe(false);
    expect(isSubmissionPending(submission('check error'))).toBe(false);
  });

  it('wait for their creator when a proof the mode asks for is missing and nothing is flagged', () => {
    const resting = submission('email sent', { heldBecause: notConfirmed });
    expect(awaitsCreator(resting, 'email')).toBe(true);
    expect(awaitsCreator({ ...resting, emailConfirmed: true }, 'email')).toBe(false);
    expect(awaitsCreator(resting, 'channel')).toBe(true);
    expect(awaitsCreator({ ...resting, channelProof: 'code' }, 'channel')).toBe(false);
    expect(awaitsCreator({ ...resting, channelProof: 'code' }, 'channelAndEmail')).toBe(true);
    // No proof asked: the team approves each one; nothing the creator does moves it.
    expect(awaitsCreator(resting, 'none')).toBe(false);
    // A fraud flag holds it for the team whatever the creator does.
    expect(awaitsCreator({ ...resting, flags: ['emailDomainMismatch'] }, 'email')).toBe(false);
    // Decided (below the minimum, an ad): nothing left to prove.
    expect(awaitsCreator({ ...resting, outcome: 'belowMinimum' }, 'email')).toBe(false);
  });

  it('set how soon the page looks again, only while the lead magnet runs the pipeline', () => {
    const email = { runs: true, verification: 'email' } as const;
    const moving = submission('mapped');
    const waiting = submission('email sent', { heldBecause: notConfirmed });
    const done = submission('added to workflow');
    expect(submissionsPollMs({ items: [moving, waiting, done] }, email)).toBe(LIVE_POLL_MS);
    expect(submissionsPollMs({ items: [waiting, done] }, email)).toBe(CREATOR_POLL_MS);
    expect(submissionsPollMs({ items: [done, submission('check error')] }, email)).toBe(false);
    expect(submissionsPollMs({ items: [moving, waiting] }, { ...email, runs: false })).toBe(false);
  });
});
