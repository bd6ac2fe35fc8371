import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';

/**
 * A dialog that runs one task and then reports on it in place. Before: the fields, the task's
 * error, Cancel and the task's button (`action`). After (`done`): the report, then
 * `doneActions` and Done.
 */
export function TaskDialog({
  open,
  title,
  busy,
  done,
  error,
  action,
  doneActions,
  onClose,
  children,
}: {
  open: boolean;
  /** Also the dialog's accessible name. */
  title: ReactNode;
  busy: boolean;
  done: boolean;
  error: string | null;
  action: ReactNode;
  doneActions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={title} busy={busy} onClose={onClose}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {children}
        {error && !done ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {done ? (
          <>
            {doneActions}
            <Button variant="contained" onClick={onClose}>
              {t('Done')}
            </Button>
          </>
        ) : (
          <>
            <CancelButton onClick={onClose} disabled={busy} />
            {action}
          </>
        )}
      </DialogActions>
    </TitledDialog>
  );
}
