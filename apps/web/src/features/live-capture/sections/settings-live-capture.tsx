import type { Campaign } from '@app/contract';
import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { SettingSwitch } from '../../../components/setting-switch.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useUpdateCampaign } from '../../campaigns/index.ts';
import { LeadMagnetSettings } from './lead-magnet-settings.tsx';

/**
 * The live-capture flag, then the campaign's lead magnet: its page, extra fields, origins and
 * the live-capture settings (autovalidate, autoinvite, minimum subscribers, verification).
 */
export function SettingsLiveCapture({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const update = useUpdateCampaign(campaign.id);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SettingSwitch
        checked={campaign.isLiveCapture}
        disabled={update.isPending}
        onChange={(isLiveCapture) =>
          update.mutate(
            { isLiveCapture },
            {
              onSuccess: (saved) =>
                enqueueSnackbar(
                  saved.isLiveCapture ? t('Live capture turned on') : t('Live capture turned off'),
                  { variant: 'success' },
                ),
              onError: toastError,
            },
          )
        }
        label={t('Live capture')}
        description={t(
          'The campaign is listed under Live capture and collects creators from a lead-magnet page.',
        )}
      />
      <LeadMagnetSettings campaign={campaign} />
    </Box>
  );
}
