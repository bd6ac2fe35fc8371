import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { UnsavedGuard } from '../logic/use-unsaved-guard.ts';

/** The unsaved-changes guard's question when a template with changes would close. */
export function DiscardChangesDialog({ guard }: { guard: UnsavedGuard }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('Discard unsaved changes?')}
      content={t('You changed this template and did not save it. Leaving now loses those changes.')}
      confirmLabel={t('Discard changes')}
      color="warning"
      onConfirm={guard.discard}
      onClose={guard.stay}
    />
  );
}
