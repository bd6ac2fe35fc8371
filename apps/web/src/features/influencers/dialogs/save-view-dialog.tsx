import { createTableViewRequest, tableViewMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../../components/form/server-errors.ts';

const nameSchema = createTableViewRequest.pick({ name: true });
type NameInput = z.input<typeof nameSchema>;
type NameOutput = z.output<typeof nameSchema>;

type SaveViewDialogProps = {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  pending: boolean;
  onClose: () => void;
  /** Rejects with the server's error; the dialog shows it on the name field. */
  onSubmit: (name: string) => Promise<unknown>;
};

export function SaveViewDialog(props: SaveViewDialogProps) {
  return props.open ? <SaveViewDialogContent {...props} /> : null;
}

function SaveViewDialogContent({
  mode,
  initialName = '',
  pending,
  onClose,
  onSubmit,
}: SaveViewDialogProps) {
  const { t } = useTranslation();
  const form = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: initialName },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['name'])) return;
      const message =
        error instanceof BadRequestError && error.message === tableViewMessages.nameTaken
          ? tableViewMessages.nameTaken
          : errorMessage(error);
      form.setError('name', { type: 'server', message: t(message) }, { shouldFocus: true });
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="save-view-title"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="save-view-title">
          {mode === 'create' ? t('Save view') : t('Rename view')}
        </DialogTitle>
        <DialogContent>
          {mode === 'create' ? (
            <DialogContentText variant="body2" sx={{ mb: 2.5 }}>
              {t('Saves the current filters, search, columns and sort under a name only you see.')}
            </DialogContentText>
          ) : null}
          <Box sx={{ pt: mode === 'rename' ? 1 : 0 }}>
            <FormTextField control={form.control} name="name" label={t('View name')} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={pending}>
            {mode === 'create' ? t('Save view') : t('Rename')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
