import { type InfluencerDetail, updateInfluencerRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../../components/form/server-errors.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatDayTime } from '../../../format/format.ts';
import { useUpdateInfluencer } from '../api/influencers-api.ts';

const notesSchema = updateInfluencerRequest.pick({ notes: true });
type NotesInput = z.input<typeof notesSchema>;
type NotesOutput = z.output<typeof notesSchema>;

/** The team's notes on this creator, saved with PUT /influencer/{id}. */
export function NotesTab({ influencer }: { influencer: InfluencerDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const update = useUpdateInfluencer();
  const form = useForm<NotesInput, unknown, NotesOutput>({
    resolver: zodResolver(notesSchema),
    values: { notes: influencer.notes ?? '' },
  });
  const dirty = form.formState.isDirty;

  const submit = form.handleSubmit(({ notes }) => {
    update.mutate(
      { id: influencer.id, body: { notes } },
      {
        onSuccess: (saved) => {
          form.reset({ notes: saved.notes ?? '' });
          enqueueSnackbar(t('Notes saved'), { variant: 'success' });
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, ['notes'])) {
            toastError(error);
          }
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader
        title={t('Notes')}
        subheader={t(
          'Deal history, preferences, anything the next person should know. Only your team sees these.',
        )}
      />
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <FormTextField
            control={form.control}
            name="notes"
            label={t('Notes')}
            multiline
            minRows={8}
            maxRows={24}
            placeholder={t('Write a note…')}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', flexGrow: 1 }}>
              {dirty
                ? t('Unsaved changes')
                : t('Last updated {{date}}', { date: formatDayTime(influencer.updatedAt) })}
            </Typography>
            <Button
              variant="outlined"
              color="inherit"
              disabled={!dirty || update.isPending}
              onClick={() => form.reset()}
            >
              {t('Discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="inherit"
              disabled={!dirty}
              loading={update.isPending}
            >
              {t('Save notes')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
