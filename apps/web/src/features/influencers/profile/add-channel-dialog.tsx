import { addChannelRequest } from '@app/contract';
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
import { errorMessage } from '../../../api/errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAddChannel } from '../api/influencers-api.ts';
import { channelUrlError } from '../logic/channel-url-errors.ts';

type ChannelInput = z.input<typeof addChannelRequest>;
type ChannelOutput = z.output<typeof addChannelRequest>;

type AddChannelDialogProps = { open: boolean; influencerId: number; onClose: () => void };

export function AddChannelDialog(props: AddChannelDialogProps) {
  return props.open ? <AddChannelDialogContent {...props} /> : null;
}

function AddChannelDialogContent({ influencerId, onClose }: Omit<AddChannelDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddChannel(influencerId);
  const form = useForm<ChannelInput, unknown, ChannelOutput>({
    resolver: zodResolver(addChannelRequest),
    defaultValues: { url: '' },
  });

  const submit = form.handleSubmit((body) => {
    add.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('Channel added'), { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const message = channelUrlError(error);
        if (message)
          form.setError('url', { type: 'server', message: t(message) }, { shouldFocus: true });
        else enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
      },
    });
  });

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-channel-title"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="add-channel-title">{t('Add channel')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="url"
              label={t('Channel URL')}
              placeholder="https://www.twitch.tv/login"
              autoFocus
              autoComplete="off"
              helperText={t('A YouTube channel or video link, or a Twitch channel link')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'url' } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={add.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={add.isPending}>
            {t('Add channel')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
