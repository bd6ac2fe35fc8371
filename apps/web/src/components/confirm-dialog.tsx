import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CancelButton } from './cancel-button.tsx';
import { TitledDialog } from './titled-dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  content: ReactNode;
  confirmLabel: string;
  color?: 'error' | 'warning' | 'primary';
  loading?: boolean;
  /** E.g. while what the confirmation says is still being counted. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel,
  color = 'error',
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <TitledDialog open={open} title={title} busy={loading} onClose={onClose} maxWidth="xs">
      <DialogContent>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {content}
        </Typography>
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onClose} disabled={loading} />
        <Button
          variant="contained"
          color={color}
          onClick={onConfirm}
          loading={loading}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
