import { createInfluencerRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useCreateInfluencer } from '../api/influencers-api.ts';
import { channelUrlError } from '../logic/channel-url-errors.ts';
import { channelUrlField } from '../logic/channel-url-field.ts';
import { influencerHref } from '../logic/influencer-paths.ts';

const linkSchema = createInfluencerRequest.pick({ url: true });
type LinkInput = z.input<typeof linkSchema>;
type LinkOutput = z.output<typeof linkSchema>;

type AddByLinkFormProps = { onClose: () => void; onBusyChange: (busy: boolean) => void };

export function AddByLinkForm({ onClose, onBusyChange }: AddByLinkFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const create = useCreateInfluencer();
  const form = useForm<LinkInput, unknown, LinkOutput>({
    resolver: zodResolver(linkSchema),
    defaultValues: { url: '' },
  });

  useEffect(() => onBusyChange(create.isPending), [create.isPending, onBusyChange]);

  const submit = form.handleSubmit(({ url }) => {
    create.mutate(
      { url },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(t('{{name}} added', { name: saved.mediaName }), { variant: 'success' });
          onClose();
          navigate(influencerHref(saved.id));
        },
        onError: (error) => {
          const fieldMessage = channelUrlError(error);
          if (fieldMessage) {
            form.setError(
              'url',
              { type: 'server', message: t(fieldMessage) },
              { shouldFocus: true },
            );
            return;
          }
          toastError(error);
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 3 }}>
        <FormTextField
          control={form.control}
          name="url"
          autoFocus
          {...channelUrlField(t, 'https://www.youtube.com/@handle')}
        />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {t(
            'Subscribers, views, country and language are fetched from the platform in the background.',
          )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onClose} disabled={create.isPending} />
        <Button type="submit" variant="contained" color="inherit" loading={create.isPending}>
          {t('Add influencer')}
        </Button>
      </DialogActions>
    </Box>
  );
}
