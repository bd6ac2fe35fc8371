import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/**
 * "Discard unsaved changes?": asked before unsaved changes to a form or a template are lost.
 * `content` says what was changed and what closing now does.
 */
export function DiscardChangesConfirm(
  props: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'color'>,
) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      title={t('Discard unsaved changes?')}
      confirmLabel={t('Discard changes')}
      color="warning"
    />
  );
}
