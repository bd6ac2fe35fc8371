import Close from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type TitledDialogProps = Omit<DialogProps, 'open' | 'onClose' | 'title' | 'aria-labelledby'> & {
  /** Open unless told otherwise: most dialogs are mounted only while open. */
  open?: boolean;
  /** Also the dialog's accessible name. */
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** A Close button at the title's end, for dialogs that only show something. */
  closeButton?: boolean;
  /**
   * Busy with what the dialog started: Escape and a click beside it do not close it then,
   * since closing would not stop the work and would hide how it ends.
   */
  busy?: boolean;
  onClose: () => void;
};

/**
 * A full-width dialog named by its title, for dialogs that are not a form (FormDialog): the
 * title's id is unique on the page, so two such dialogs never name each other.
 */
export function TitledDialog({
  open = true,
  title,
  titleSx,
  closeButton = false,
  busy = false,
  onClose,
  maxWidth = 'sm',
  children,
  ...rest
}: TitledDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      {...rest}
    >
      <DialogTitle
        id={titleId}
        sx={[
          closeButton && { paddingInlineEnd: 8, overflowWrap: 'anywhere' },
          ...(Array.isArray(titleSx) ? titleSx : [titleSx]),
        ]}
      >
        {title}
      </DialogTitle>
      {closeButton ? (
        <IconButton
          aria-label={t('Close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}
        >
          <Close />
        </IconButton>
      ) : null}
      {children}
    </Dialog>
  );
}
