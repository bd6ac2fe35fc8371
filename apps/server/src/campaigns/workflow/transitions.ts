import {
  CampaignInfluencerStatus,
  type CampaignType,
  campaignInfluencerStatusLabel,
  messages,
  type WorkflowAction,
  workflowAllowedFrom,
  workflowMessages,
} from '@app/contract';

export type TransitionAction = Exclude<WorkflowAction, 'add'>;

const S = CampaignInfluencerStatus;

/** Where each action leads; remove deletes the row (null). */
export const transitionTarget: Record<TransitionAction, CampaignInfluencerStatus | null> = {
  invite: S.Invited,
  approve: S.Shortlisted,
  reject: S.Rejected,
  publish: S.Published,
  pay: S.Paid,
  remove: null,
};

const verbs: Record<TransitionAction, string> = {
  invite: 'invite',
  approve: 'approve',
  reject: 'reject',
  publish: 'publish',
  pay: 'pay',
  remove: 'remove',
};

/**
 * THE workflow rule (PRODUCT.md's table, as the contract's workflowAllowedFrom): whether
 * `action` may move a row in status `from`, and the message when it may not.
 */
export function checkTransition(
  action: TransitionAction,
  from: CampaignInfluencerStatus,
  campaignType: CampaignType,
): { ok: true; to: CampaignInfluencerStatus | null } | { ok: false; message: string } {
  if ((workflowAllowedFrom[action] as readonly number[]).includes(from)) {
    return { ok: true, to: transitionTarget[action] };
  }
  if (action === 'pay') return { ok: false, message: messages.campaignInfluencerStatusForPay };
  if (action === 'remove') return { ok: false, message: workflowMessages.paidCannotBeRemoved };
  return {
    ok: false,
    message: workflowMessages.notAllowed(
      verbs[action],
      campaignInfluencerStatusLabel(from, campaignType),
    ),
  };
}
