import type { Campaign } from '@app/contract';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PeriodToggle } from '../../../components/period-toggle.tsx';
import { WrapRow } from '../../../components/wrap-row.tsx';
import {
  CampaignNotLoaded,
  CampaignStatusLabel,
  campaignHref,
  periodFromParam,
  useCampaignRoute,
} from '../../campaigns/index.ts';
import { useCaptureStats, useLeadMagnet } from '../api/live-capture-queries.ts';
import { liveCaptureSettingsHref } from '../logic/live-capture-paths.ts';
import { CaptureChart, CaptureTotals } from '../sections/capture-stats.tsx';
import { LeadMagnetShare } from '../sections/lead-magnet-share.tsx';
import { SubmissionsTable } from '../sections/submissions-table.tsx';

function ShareCard({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const query = useLeadMagnet(campaign.id);
  const leadMagnet = query.data?.leadMagnet;
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader
        title={t('Lead magnet')}
        action={
          <Button
            component={RouterLink}
            to={liveCaptureSettingsHref(campaign.id)}
            size="small"
            color="inherit"
            startIcon={<SettingsOutlined />}
          >
            {t('Settings')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 1 }}>
        {query.isPending ? (
          <Skeleton variant="rounded" height={180} />
        ) : query.isError ? (
          <EmptyState
            compact
            icon={<SensorsOutlined />}
            title={t('Could not load the lead magnet')}
            description={t(errorMessage(query.error))}
          />
        ) : leadMagnet ? (
          <LeadMagnetShare leadMagnet={leadMagnet} />
        ) : (
          <EmptyState
            compact
            icon={<SensorsOutlined />}
            title={t('No lead magnet yet')}
            description={t('Set up the hosted page or embeddable form creators apply through.')}
            action={
              <Button
                component={RouterLink}
                to={liveCaptureSettingsHref(campaign.id)}
                variant="contained"
              >
                {t('Set up the lead magnet')}
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

/** /live-capture/{id}/view ({id}: the campaign): share, figures, chart and submissions. */
export function LiveCaptureViewPage() {
  const { t } = useTranslation();
  const route = useCampaignRoute({
    list: { label: t('Live Capture'), to: paths.liveCapture },
    fallbackTitle: t('Live capture'),
    icon: <SensorsOutlined />,
    backLabel: t('Back to Live Capture'),
  });
  const { id, validId } = route;
  const [params, setParams] = useSearchParams();
  const period = periodFromParam(params.get('period'));
  const stats = useCaptureStats(id, period, validId);
  const campaign = route.query.data;
  if (route.failed) return <CampaignNotLoaded route={route} />;

  return (
    <>
      <PageHeader
        title={route.title}
        crumbs={route.crumbs}
        action={
          <Button
            component={RouterLink}
            to={campaignHref(id)}
            variant="outlined"
            color="inherit"
            startIcon={<ViewKanbanOutlined />}
          >
            {t('Open the campaign')}
          </Button>
        }
      />
      {campaign ? (
        <>
          {!campaign.isLiveCapture ? (
            <Typography variant="body2" role="note" sx={{ mb: 2, color: 'warning.main' }}>
              {t('Live capture is off for this campaign: its page takes no submissions.')}
            </Typography>
          ) : null}
          <Grid container spacing={3} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, lg: 5 }}>
              <ShareCard campaign={campaign} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <CaptureChart stats={stats.data} period={period} height={268} />
            </Grid>
          </Grid>
        </>
      ) : (
        <Skeleton variant="rounded" height={320} sx={{ mb: 3 }} />
      )}
      <WrapRow sx={{ mb: 3 }}>
        <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            {t('Figures')}
          </Typography>
          {campaign ? <CampaignStatusLabel status={campaign.status} /> : null}
        </Box>
        <PeriodToggle
          value={period}
          label={t('Chart period')}
          onChange={(p) => setParams({ period: String(p) }, { replace: true })}
        />
      </WrapRow>
      <Box sx={{ mb: 3 }}>
        <CaptureTotals stats={stats.data} period={period} />
      </Box>
      <Card>
        <CardHeader
          title={t('Submissions')}
          sx={{ pb: 0 }}
          action={
            campaign ? (
              <Button
                component={RouterLink}
                to={campaignHref(id, 'captures')}
                size="small"
                color="inherit"
                endIcon={<OpenInNew fontSize="small" />}
              >
                {t('In the campaign')}
              </Button>
            ) : null
          }
        />
        <SubmissionsTable campaignId={id} />
      </Card>
    </>
  );
}
