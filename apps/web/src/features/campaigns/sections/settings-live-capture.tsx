import type { Campaign } from '@app/contract';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SettingSwitch } from '../../../components/setting-switch.tsx';
import { useUpdateCampaign } from '../api/campaigns-queries.ts';

/**
 * The live-capture flag. Autovalidate, autoinvite and the minimum subscribers count belong
 * to the lead-magnet settings of the live-capture issue; the contract has no fields for them yet.
 */
export function SettingsLiveCapture({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
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
              onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
            },
          )
        }
        label={t('Live capture')}
        description={t(
          'The campaign is listed under Live capture and collects creators from a lead-magnet page.',
        )}
      />
      <EmptyState
        compact
        icon={<SensorsOutlined />}
        title={t('Lead-magnet settings arrive with live capture')}
        description={t(
          'Auto-validate, auto-invite and the minimum subscribers count come with the live-capture issue, together with the hosted page or embeddable form.',
        )}
      />
    </Box>
  );
}
