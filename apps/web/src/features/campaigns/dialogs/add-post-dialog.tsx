import { addCampaignPostRequest } from '@app/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UrlFormDialog } from '../../../components/form/url-form-dialog.tsx';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { addPost } from '../api/campaigns-api.ts';
import { useInvalidateCampaign } from '../api/campaigns-queries.ts';
import { postUrlError } from '../logic/post-url-error.ts';

type AddPostDialogProps = { open: boolean; campaignId: number; onClose: () => void };

/** POST /campaign/{id}/posts: a video or stream link of one of the campaign's creators. */
export const AddPostDialog = mountedWhileOpen(AddPostContent);

function AddPostContent({ campaignId, onClose }: AddPostDialogProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidateCampaign(campaignId);
  return (
    <UrlFormDialog
      title={t('Add post')}
      schema={addCampaignPostRequest}
      intro={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(
            'Paste a YouTube video or a Twitch video link. It must be on a channel of one of this campaign’s creators; the creator moves to Published.',
          )}
        </Typography>
      }
      field={{
        label: t('Video or stream URL'),
        placeholder: 'https://www.youtube.com/watch?v=…',
        type: 'url',
      }}
      onSave={async (url) => {
        const post = await addPost(campaignId, url);
        void invalidate();
        return t('Post added for {{name}}', { name: post.influencer.mediaName });
      }}
      urlError={postUrlError}
      onClose={onClose}
    />
  );
}
