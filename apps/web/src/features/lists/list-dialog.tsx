import { createListRequest, type ListItem, listMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BadRequestError, errorMessage } from '../../api/errors.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-errors.ts';
import { useCreateList, useUpdateList } from './lists-api.ts';

type ListInput = z.input<typeof createListRequest>;
type ListOutput = z.output<typeof createListRequest>;

type ListDialogProps = { open: boolean; list: ListItem | null; onClose: () => void };

/** Create a list, or rename one (name and description). */
export function ListDialog(props: ListDialogProps) {
  return props.open ? <ListDialogContent list={props.list} onClose={props.onClose} /> : null;
}

function ListDialogContent({ list, onClose }: Omit<ListDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateList();
  const update = useUpdateList();
  const pending = create.isPending || update.isPending;
  const form = useForm<ListInput, unknown, ListOutput>({
    resolver: zodResolver(createListRequest),
    defaultValues: { name: list?.name ?? '', description: list?.description ?? '' },
  });

  const onError = (error: unknown) => {
    if (applyServerFieldErrors(error, form.setError, ['name', 'description'])) return;
    if (error instanceof BadRequestError && error.message === listMessages.nameTaken) {
      form.setError('name', { type: 'server', message: t(error.message) }, { shouldFocus: true });
      return;
    }
    enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
  };

  const submit = form.handleSubmit((body) => {
    const onSuccess = (saved: ListItem) => {
      enqueueSnackbar(
        list
          ? t('List "{{name}}" saved', { name: saved.name })
          : t('List "{{name}}" created', { name: saved.name }),
        {
          variant: 'success',
        },
      );
      onClose();
    };
    if (list) update.mutate({ id: list.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="list-dialog-title"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="list-dialog-title">{list ? t('Rename list') : t('New list')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <FormTextField control={form.control} name="name" label={t('List name')} autoFocus />
            <FormTextField
              control={form.control}
              name="description"
              label={t('Description')}
              multiline
              minRows={2}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={pending}>
            {list ? t('Save changes') : t('Create list')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
