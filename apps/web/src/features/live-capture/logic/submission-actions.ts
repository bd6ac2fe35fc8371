import { type Submission, SubmissionStatus } from '@app/contract';
import type { LabelColor } from '../../../components/label.tsx';

// What a manager may do with a submission, by where the pipeline left it (SPEC 4, 8;
// PRODUCT.md "Live capture"). The server refuses the rest with 409; the menu offers only these.

export type SubmissionRowAction = 'retry' | 'map' | 'addToCampaign' | 'delete';

type ActionInput = Pick<Submission, 'status' | 'checkError' | 'channel'>;

/** The row's actions, in menu order. */
export function submissionActions(s: ActionInput): SubmissionRowAction[] {
  const actions: SubmissionRowAction[] = [];
  // Retry runs the failed step again: only a submission with a check error has one.
  if (s.status === SubmissionStatus.CheckError && s.checkError) actions.push('retry');
  // Mapping (or mapping again) until the creator is in the workflow.
  if (s.status !== SubmissionStatus.AddedToWorkflow) actions.push('map');
  // Mapped to a channel, not yet added: the manager may add it by hand (autoinvite off,
  // below the minimum, waiting for verification...).
  if (
    s.channel &&
    (s.status === SubmissionStatus.Mapped || s.status === SubmissionStatus.EmailSent)
  ) {
    actions.push('addToCampaign');
  }
  actions.push('delete');
  return actions;
}

export const submissionStatusColor: Record<SubmissionStatus, LabelColor> = {
  [SubmissionStatus.NotMapped]: 'default',
  [SubmissionStatus.Mapped]: 'info',
  [SubmissionStatus.EmailSent]: 'primary',
  [SubmissionStatus.AddedToWorkflow]: 'success',
  [SubmissionStatus.CheckError]: 'error',
};

/** The status tabs, in the pipeline's order, the errors last. */
export const submissionStatusTabs = [
  SubmissionStatus.NotMapped,
  SubmissionStatus.Mapped,
  SubmissionStatus.EmailSent,
  SubmissionStatus.AddedToWorkflow,
  SubmissionStatus.CheckError,
] as const;
