import {
  type CaptureVerification,
  proofNeeds,
  type Submission,
  SubmissionStatus,
} from '@app/contract';
import { LIVE_POLL_MS } from '../../../api/live-poll.ts';

/**
 * How often the list looks again while a submission waits only for its creator (the
 * confirmation link, the description code, a sign-in): people take minutes, not seconds.
 */
export const CREATOR_POLL_MS = 15_000;

/**
 * A submission the pipeline is still moving by itself (mapping the channel, sending the
 * invite): not finished (added to the workflow or a check error) and not held.
 */
export function isSubmissionPending(
  submission: Pick<Submission, 'status' | 'heldBecause'>,
): boolean {
  if (
    submission.status === SubmissionStatus.AddedToWorkflow ||
    submission.status === SubmissionStatus.CheckError
  ) {
    return false;
  }
  return submission.heldBecause.length === 0;
}

/**
 * Resting after the confirmation email for want of a proof only its creator can give (the
 * mode asks for it and it is missing), with no fraud flag (which only the team clears): it
 * moves on by itself the moment the creator proves it.
 */
export function awaitsCreator(
  submission: Pick<Submission, 'status' | 'outcome' | 'flags' | 'channelProof' | 'emailConfirmed'>,
  verification: CaptureVerification,
): boolean {
  if (submission.status !== SubmissionStatus.EmailSent || submission.outcome !== null) return false;
  if (submission.flags.length > 0) return false;
  const needs = proofNeeds(verification);
  return (
    (needs.channel && submission.channelProof === null) ||
    (needs.email && !submission.emailConfirmed)
  );
}

/**
 * When the submissions page looks again (issue 31, live statuses): soon while a submission
 * moves by itself, less often while one only waits for its creator, never when nothing on
 * the page can move without the team, nor when the lead magnet does not run the pipeline
 * (no autovalidate: the team moves each one).
 */
export function submissionsPollMs(
  page: { items: readonly Submission[] },
  pipeline: { runs: boolean; verification: CaptureVerification },
): number | false {
  if (!pipeline.runs) return false;
  if (page.items.some(isSubmissionPending)) return LIVE_POLL_MS;
  if (page.items.some((s) => awaitsCreator(s, pipeline.verification))) return CREATOR_POLL_MS;
  return false;
}
