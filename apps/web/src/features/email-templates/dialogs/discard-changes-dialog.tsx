import { useTranslation } from 'react-i18next';
import { DiscardChangesConfirm } from '../../../components/discard-changes-confirm.tsx';
import type { UnsavedGuard } from '../logic/use-unsaved-guard.ts';

/** The unsaved-changes guard's question when a template with changes would close. */
export function DiscardChangesDialog({ guard }: { guard: UnsavedGuard }) {
  const { t } = useTranslation();
  return (
    <DiscardChangesConfirm
      open={guard.asking}
      content={t('You changed this template and did not save it. Leaving now loses those changes.')}
      onConfirm={guard.discard}
      onClose={guard.stay}
    />
  );
}
