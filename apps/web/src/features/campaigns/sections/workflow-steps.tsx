import { type Campaign, CampaignType, type WorkflowActionResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../../../components/bulk-summary.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useBulkToast } from '../../../components/use-bulk-toast.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import {
  approveInfluencers,
  inviteInfluencers,
  payInfluencers,
  runWorkflowAction,
  transferCampaignInfluencers,
} from '../api/campaigns-api.ts';
import { useInvalidateCampaign } from '../api/campaigns-queries.ts';
import { ApproveDealDialog } from '../dialogs/approve-deal-dialog.tsx';
import { PayDialog } from '../dialogs/pay-dialog.tsx';
import { type ConfirmedStep, StepConfirmDialog } from '../dialogs/step-confirm-dialog.tsx';
import { TransferDialog } from '../dialogs/transfer-dialog.tsx';
import { emailNote, stepTitle } from '../logic/bulk-step-text.ts';
import type { WorkflowStep } from './workflow-bulk-actions.tsx';

type Pending = ConfirmedStep | 'approve' | 'pay' | 'transfer' | 'remove' | null;
type Outcome = WorkflowActionResponse['results'][number];

/**
 * The Workflow tab's bulk steps on the selected creators: each opens its dialog, which says
 * what will happen before anything is sent; the answer's toast names the step done
 * ("3 shortlisted; 1 without an email").
 */
export function useWorkflowSteps(campaign: Campaign, ids: number[], onDone: () => void) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const bulkToast = useBulkToast();
  const invalidate = useInvalidateCampaign(campaign.id);
  const paid = campaign.type === CampaignType.Paid;
  const [pending, setPending] = useState<Pending>(null);

  const action = useMutation({
    mutationFn: ({ run }: { kind: BulkAction; run: () => Promise<{ results: Outcome[] }> }) =>
      run(),
    onSuccess: ({ results }, { kind }) => {
      bulkToast(kind, results, emailNote(results, t) || undefined);
      setPending(null);
      onDone();
    },
    onSettled: () => invalidate(),
  });
  // Dialogs with fields show a refusal in place; the others in a toast.
  const run = (kind: BulkAction, call: () => Promise<{ results: Outcome[] }>) =>
    action.mutate({ kind, run: call }, { onError: toastError });
  const runInForm = (kind: BulkAction, call: () => Promise<{ results: Outcome[] }>) =>
    action.mutateAsync({ kind, run: call });

  const start = (step: WorkflowStep) => {
    // A free campaign's approval is a plain shortlist: no deal to ask for.
    setPending(step === 'approve' && !paid ? 'shortlist' : step);
  };
  const close = () => setPending(null);

  const confirmStep = (step: ConfirmedStep, includeRejected: boolean) => {
    if (step === 'shortlist') run('shortlist', () => approveInfluencers(campaign.id, { ids }));
    else if (step === 'invite') {
      run('invite', () => inviteInfluencers(campaign.id, { ids, includeRejected }));
    } else run(step, () => runWorkflowAction(campaign.id, step, ids));
  };

  const dialogs = (
    <>
      <StepConfirmDialog
        step={
          pending === 'invite' || pending === 'shortlist' || pending === 'reject' ? pending : null
        }
        campaignId={campaign.id}
        ids={ids}
        loading={action.isPending}
        onConfirm={({ includeRejected }) => {
          if (pending === 'invite' || pending === 'shortlist' || pending === 'reject') {
            confirmStep(pending, includeRejected);
          }
        }}
        onClose={close}
      />
      <ApproveDealDialog
        open={pending === 'approve'}
        campaign={campaign}
        ids={ids}
        loading={action.isPending}
        onSubmit={(deal) =>
          runInForm('approve', () => approveInfluencers(campaign.id, { ids, ...deal }))
        }
        onClose={close}
      />
      <PayDialog
        open={pending === 'pay'}
        campaign={campaign}
        ids={ids}
        loading={action.isPending}
        onSubmit={({ revenueAmount, reason }) =>
          runInForm('pay', () => payInfluencers(campaign.id, { ids, revenueAmount, reason }))
        }
        onClose={close}
      />
      <TransferDialog
        open={pending === 'transfer'}
        campaignId={campaign.id}
        count={ids.length}
        loading={action.isPending}
        onSubmit={(targetCampaignId, mode) =>
          run('transfer', () =>
            transferCampaignInfluencers(campaign.id, { ids, targetCampaignId, mode }),
          )
        }
        onClose={close}
      />
      <ConfirmDialog
        open={pending === 'remove'}
        title={stepTitle('remove', ids.length, t)}
        content={t(
          'Remove {{count}} creators from this campaign? Their posts and history here go with them; paid creators stay.',
          {
            count: ids.length,
            defaultValue_one:
              'Remove {{count}} creator from this campaign? Their posts and history here go with them; a paid creator stays.',
          },
        )}
        confirmLabel={t('Remove')}
        loading={action.isPending}
        onConfirm={() => run('remove', () => runWorkflowAction(campaign.id, 'delete', ids))}
        onClose={close}
      />
    </>
  );
  return { start, busy: action.isPending, dialogs };
}
