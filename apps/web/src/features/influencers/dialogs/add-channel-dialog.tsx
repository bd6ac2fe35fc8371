import { addChannelRequest } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { UrlFormDialog } from '../../../components/form/url-form-dialog.tsx';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { useAddChannel } from '../api/influencers-api.ts';
import { channelUrlError } from '../logic/channel-url-errors.ts';
import { channelUrlField } from '../logic/channel-url-field.ts';

type AddChannelDialogProps = { open: boolean; influencerId: number; onClose: () => void };

export const AddChannelDialog = mountedWhileOpen(AddChannelDialogContent);

function AddChannelDialogContent({ influencerId, onClose }: AddChannelDialogProps) {
  const { t } = useTranslation();
  const add = useAddChannel(influencerId);
  return (
    <UrlFormDialog
      title={t('Add channel')}
      schema={addChannelRequest}
      field={channelUrlField(t, 'https://www.twitch.tv/login')}
      onSave={async (url) => {
        await add.mutateAsync({ url });
        return t('Channel added');
      }}
      urlError={channelUrlError}
      onClose={onClose}
    />
  );
}
