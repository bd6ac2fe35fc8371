import { CampaignInfluencerStatus as S } from '@app/contract/enums.ts';
import type { LabelColor } from './label.tsx';

/** A creator's workflow status as a Label colour: the workflow, the profile, the invite page. */
export const workflowStatusColor: Record<S, LabelColor> = {
  [S.Pending]: 'default',
  [S.Invited]: 'info',
  [S.Shortlisted]: 'primary',
  [S.Published]: 'success',
  [S.Rejected]: 'error',
  [S.Paid]: 'secondary',
};
