import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
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
  /** `includeRejected`: invite also the Rejected creators among the ids (the team ticked it). */
  onConfirm: (options: { includeRejected: boolean }) => void;
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
  // A bulk invite leaves Rejected creators out unless the team ticks them back in (issue 31).
  const [includeRejected, setIncludeRejected] = useState(false);
  const preview = useWorkflowPreview(
    campaignId,
    action === 'invite' ? { action, ids, includeRejected } : { action, ids },
  );
  const rejected = action === 'invite' ? (preview.data?.rejected ?? 0) : 0;
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
      content={
        <>
          <StepPreview query={preview} notices={notices} />
          {rejected > 0 || includeRejected ? (
            <FormControlLabel
              sx={{ mt: 1.5 }}
              control={
                <Checkbox
                  checked={includeRejected}
                  onChange={(e) => setIncludeRejected(e.target.checked)}
                />
              }
              label={t('Invite the {{count}} rejected creators again', {
                count: rejected,
                defaultValue_one: 'Invite the rejected creator again',
              })}
            />
          ) : null}
        </>
      }
      confirmLabel={labels[step]}
      color={step === 'reject' ? 'error' : 'primary'}
      loading={loading}
      confirmDisabled={!preview.data || preview.data.moving === 0}
      onConfirm={() => onConfirm({ includeRejected })}
      onClose={onClose}
    />
  );
}
