import { addCampaignPostRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { addPost } from '../api/campaigns-api.ts';
import { useInvalidateCampaign } from '../api/campaigns-queries.ts';

type PostInput = z.input<typeof addCampaignPostRequest>;

type AddPostDialogProps = { open: boolean; campaignId: number; onClose: () => void };

/** POST /campaign/{id}/posts: a video or stream link of one of the campaign's creators. */
export function AddPostDialog(props: AddPostDialogProps) {
  return props.open ? <AddPostContent {...props} /> : null;
}

function AddPostContent({ campaignId, onClose }: Omit<AddPostDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const invalidate = useInvalidateCampaign(campaignId);
  const form = useForm<PostInput>({
    resolver: zodResolver(addCampaignPostRequest),
    defaultValues: { url: '' },
  });
  const add = useMutation({
    mutationFn: (url: string) => addPost(campaignId, url),
    onSuccess: (post) => {
      enqueueSnackbar(t('Post added for {{name}}', { name: post.influencer.mediaName }), {
        variant: 'success',
      });
      void invalidate();
      onClose();
    },
    onError: (error) => {
      // "Influencer channel not found", "Unsupported channel URL", ...: on the field.
      if (error instanceof BadRequestError) {
        form.setError(
          'url',
          { type: 'server', message: t(error.fields.url ?? error.message) },
          { shouldFocus: true },
        );
      } else {
        enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
      }
    },
  });

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-post-title"
    >
      <Box component="form" noValidate onSubmit={form.handleSubmit(({ url }) => add.mutate(url))}>
        <DialogTitle id="add-post-title">{t('Add post')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {t(
              'Paste a YouTube video or a Twitch video link. It must be on a channel of one of this campaign’s creators; the creator moves to Published.',
            )}
          </Typography>
          <FormTextField
            control={form.control}
            name="url"
            label={t('Video or stream URL')}
            placeholder="https://www.youtube.com/watch?v=…"
            type="url"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={add.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={add.isPending}>
            {t('Add post')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
