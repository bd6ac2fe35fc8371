import type { Campaign } from '@app/contract';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { liveCaptureSettingsHref } from '../logic/live-capture-paths.ts';
import { SubmissionsTable } from './submissions-table.tsx';

/** The campaign's Captures tab: the same submissions table as /live-capture/{id}/view. */
export function CapturesTab({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const settings = liveCaptureSettingsHref(campaign.id);
  return (
    <Card>
      <CardHeader
        title={t('Captures')}
        subheader={
          campaign.isLiveCapture
            ? t('Creators who applied through the lead magnet.')
            : t('Live capture is off: turn it on in Settings to take submissions.')
        }
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              component={RouterLink}
              to={settings}
              size="small"
              color="inherit"
              startIcon={<SettingsOutlined />}
            >
              {t('Lead magnet')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.liveCaptureView(campaign.id)}
              size="small"
              color="inherit"
              startIcon={<InsightsOutlined />}
            >
              {t('Figures')}
            </Button>
          </Box>
        }
        sx={{ pb: 0 }}
      />
      <SubmissionsTable
        campaignId={campaign.id}
        emptyAction={
          <Button component={RouterLink} to={settings} variant="outlined" color="inherit">
            {t('Lead magnet settings')}
          </Button>
        }
      />
    </Card>
  );
}
