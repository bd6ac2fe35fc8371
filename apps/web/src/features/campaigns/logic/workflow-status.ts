import {
  CampaignInfluencerStatus,
  type CampaignType,
  campaignInfluencerStatusLabel,
  type WorkflowAction,
  type WorkflowStats,
  workflowAllowedFrom,
} from '@app/contract';
import type { LabelColor } from '../../../components/label.tsx';
import { workflowStatusColor } from '../../../components/workflow-status-color.ts';

const S = CampaignInfluencerStatus;

/** The workflow's order, as the filter chips show it. */
export const workflowStatusOrder: readonly CampaignInfluencerStatus[] = [
  S.Pending,
  S.Invited,
  S.Shortlisted,
  S.Published,
  S.Paid,
  S.Rejected,
];

const statsKey: Record<CampaignInfluencerStatus, keyof WorkflowStats> = {
  [S.Pending]: 'pending',
  [S.Invited]: 'invited',
  [S.Shortlisted]: 'shortlisted',
  [S.Published]: 'published',
  [S.Rejected]: 'rejected',
  [S.Paid]: 'paid',
};

export type StatusChip = {
  status: CampaignInfluencerStatus | 'all';
  label: string;
  count: number | null;
  color: LabelColor;
};

/** "All" and one chip per status, named as the campaign's type names them, with counts. */
export function statusChips(type: CampaignType, stats: WorkflowStats | undefined): StatusChip[] {
  return [
    { status: 'all', label: 'All', count: stats?.total ?? null, color: 'default' },
    ...workflowStatusOrder.map((status) => ({
      status,
      label: campaignInfluencerStatusLabel(status, type),
      count: stats ? stats[statsKey[status]] : null,
      color: workflowStatusColor[status],
    })),
  ];
}

/** Whether an action applies to a row's status (the server has the last word). */
export function canRun(action: Exclude<WorkflowAction, 'add'>, status: CampaignInfluencerStatus) {
  return workflowAllowedFrom[action].includes(status);
}

/** How the "last change" column names a transition: "Invited by Dana". */
export const workflowActionDone: Record<WorkflowAction, string> = {
  add: 'Added',
  invite: 'Invited',
  approve: 'Approved',
  reject: 'Rejected',
  publish: 'Published',
  pay: 'Paid',
  remove: 'Removed',
};
