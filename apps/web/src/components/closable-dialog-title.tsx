import Close from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog's title with a Close button at its end, for dialogs that only show something. */
export function ClosableDialogTitle({
  id,
  onClose,
  children,
}: {
  /** The dialog's aria-labelledby. */
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle id={id} sx={{ paddingInlineEnd: 8, overflowWrap: 'anywhere' }}>
        {children}
      </DialogTitle>
      <IconButton
        aria-label={t('Close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}
      >
        <Close />
      </IconButton>
    </>
  );
}
