import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

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
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
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
            <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy}>
              {t('Cancel')}
            </Button>
            {action}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
