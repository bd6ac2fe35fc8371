import {
  CampaignInfluencerStatus,
  messages,
  type WorkflowPreview,
  type WorkflowPreviewRequest,
} from '@app/contract';
import { resolveCampaignSender } from '../../email/index.ts';
import type { AppContext } from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import {
  dealToPay,
  emailOutcomeOf,
  judgeRow,
  postsMissingOf,
  toWorkflowCampaign,
  workflowEmailOf,
  workflowRows,
} from './workflow.ts';

/**
 * POST /campaign/{id}/influencers/preview: what a bulk step would do to `ids`, by the same
 * rules the step applies (judgeRow, emailOutcomeOf, dealToPay), changing nothing. The
 * confirmation dialogs show these counts before anything is sent.
 */
export async function previewWorkflowAction(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
  input: WorkflowPreviewRequest,
): Promise<WorkflowPreview> {
  const row = await loadCampaign(ctx.db, campaignId);
  const campaign = toWorkflowCampaign(row);
  const { action } = input;
  const ids = [...new Set(input.ids)];
  const found = new Map(
    (await workflowRows(ctx.db, campaign.id, ids, false)).map((r) => [Number(r.influencer_id), r]),
  );
  const emailType = workflowEmailOf(action, campaign);
  const sender = emailType ? await resolveCampaignSender(ctx.db, row) : null;

  const refused = new Map<string, number>();
  const email = { sending: 0, noAddress: 0, unsubscribed: 0, bounced: 0 };
  const payment = { agreed: 0, campaignDeal: 0, noDeal: 0, total: 0, missingPosts: 0 };
  const postsMissing: NonNullable<WorkflowPreview['payment']>['postsMissing'] = [];
  let moving = 0;
  let rejected = 0;
  for (const id of ids) {
    const creator = found.get(id);
    // Pay is judged as if no amount were typed; those without a deal count as `noDeal`.
    const judged =
      creator && judgeRow(action, campaign, creator, { leaveOutRejected: !input.includeRejected });
    if (action === 'invite' && Number(creator?.status) === CampaignInfluencerStatus.Rejected) {
      rejected += 1;
    }
    if (!creator || !judged || (!judged.ok && judged.reason !== 'deal')) {
      const message = judged && !judged.ok ? judged.message : messages.influencerNotInCampaign;
      refused.set(message, (refused.get(message) ?? 0) + 1);
      continue;
    }
    moving += 1;
    if (emailType) {
      const outcome = emailOutcomeOf(creator, sender !== null);
      if (outcome === 'queued') email.sending += 1;
      else if (outcome === 'no_address') email.noAddress += 1;
      else if (outcome === 'unsubscribed') email.unsubscribed += 1;
      else if (outcome === 'address_bounced') email.bounced += 1;
    }
    if (action === 'pay') {
      const posts = postsMissingOf(creator);
      if (posts) {
        payment.missingPosts += 1;
        if (postsMissing.length < 50) {
          postsMissing.push({ id, mediaName: creator.media_name, ...posts });
        }
      }
      const deal = dealToPay(campaign, creator);
      if (!deal) payment.noDeal += 1;
      else {
        payment[deal.from === 'agreed' ? 'agreed' : 'campaignDeal'] += 1;
        payment.total += deal.amount;
      }
    }
  }
  return {
    action,
    asked: ids.length,
    moving,
    refused: [...refused].map(([message, count]) => ({ message, count })),
    rejected,
    email: emailType
      ? {
          type: emailType,
          sender: sender
            ? {
                email: sender.fromEmail,
                name: sender.fromName,
                signInFailed: sender.account.signInError !== null,
              }
            : null,
          ...email,
        }
      : null,
    emailOff:
      (action === 'approve' && !campaign.sendApprovedEmails) ||
      (action === 'reject' && !campaign.sendRejectedEmails),
    payment:
      action === 'pay'
        ? { ...payment, total: Math.round(payment.total * 100) / 100, postsMissing }
        : null,
  };
}
