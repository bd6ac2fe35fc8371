import { type Submission, SubmissionStatus } from '@app/contract';

/**
 * A submission the pipeline is still moving by itself (mapping the channel, sending the
 * invite, waiting for the creator's confirmation): not finished (added to the workflow or a
 * check error) and not held for the team.
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

/** Only a lead magnet that autovalidates runs the pipeline; otherwise the team moves each one. */
export function hasPendingSubmission(
  page: { items: readonly Submission[] },
  pipelineRuns: boolean,
): boolean {
  return pipelineRuns && page.items.some(isSubmissionPending);
}
