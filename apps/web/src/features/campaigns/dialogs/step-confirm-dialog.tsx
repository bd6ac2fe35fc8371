import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useWorkflowPreview } from '../api/campaigns-queries.ts';
import { stepNotices, stepTitle } from '../logic/bulk-step-text.ts';
import { StepPreview } from '../sections/step-preview.tsx';

export type ConfirmedStep = 'invite' | 'shortlist' | 'reject';

type StepConfirmDialogProps = {
  step: ConfirmedStep | null;
  campaignId: number;
  ids: number[];
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Invite, Shortlist (a free campaign's approve) and Reject ask first, saying what will happen
 * as the server counts it: "Invite 37 creators: 35 emails from anna@studio.com; 2 have no
 * email and will be invited without one". Nothing is sent before the confirm button.
 */
export function StepConfirmDialog(props: StepConfirmDialogProps) {
  return props.step ? <StepConfirmContent {...props} step={props.step} /> : null;
}

function StepConfirmContent({
  step,
  campaignId,
  ids,
  loading,
  onConfirm,
  onClose,
}: StepConfirmDialogProps & { step: ConfirmedStep }) {
  const { t } = useTranslation();
  const action = step === 'shortlist' ? 'approve' : step;
  const preview = useWorkflowPreview(campaignId, { action, ids });
  const notices = preview.data ? stepNotices(step, preview.data, t) : [];
  const labels: Record<ConfirmedStep, string> = {
    invite: t('Invite'),
    shortlist: t('Shortlist'),
    reject: t('Reject'),
  };
  return (
    <ConfirmDialog
      open
      title={stepTitle(step, ids.length, t)}
      content={<StepPreview query={preview} notices={notices} />}
      confirmLabel={labels[step]}
      color={step === 'reject' ? 'error' : 'primary'}
      loading={loading}
      confirmDisabled={!preview.data || preview.data.moving === 0}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
