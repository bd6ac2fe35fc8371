import { statsPeriodLabel } from '@app/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { PeriodToggle } from '../../../components/period-toggle.tsx';
import { formatCompact, formatDay, formatFull } from '../../../format/format.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useDashboard } from '../api/dashboard-api.ts';
import {
  changeAgainst,
  dashboardPeriodFromParam,
  dashboardSearchFor,
} from '../logic/dashboard-period.ts';
import { ActivityCard } from '../sections/activity-card.tsx';
import { AttentionCard } from '../sections/attention-card.tsx';
import { KpiCard, type KpiColor } from '../sections/kpi-card.tsx';
import { WelcomeCard } from '../sections/welcome-card.tsx';

// The charts library loads after the figures, in its own chunk.
const EngagementChart = lazy(() => import('../sections/engagement-chart.tsx'));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The landing page after sign-in: the workspace's figures for a period, from POST /dashboard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const period = dashboardPeriodFromParam(params.get('period'));
  const dashboard = useDashboard(period);
  const data = dashboard.data;
  const firstName = user.firstName || user.name || user.email;
  const periodName = t(statsPeriodLabel[period]);
  const fresh = data !== undefined && data.workspace.campaigns === 0;

  const header = (
    <Box
      sx={{
        mb: { xs: 3, md: 4 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {t('Hi, {{name}}', { name: firstName })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {data && !fresh
            ? t('Your workspace in the last {{period}} · {{from}} – {{to}} (UTC)', {
                period: periodName,
                from: formatDay(`${data.from}T12:00:00Z`),
                to: formatDay(`${data.to}T12:00:00Z`),
              })
            : t('Your workspace at a glance')}
        </Typography>
      </Box>
      {fresh ? null : (
        <PeriodToggle
          value={period}
          onChange={(next) => setParams(dashboardSearchFor(next), { replace: true })}
          label={t('Period')}
          sx={{ bgcolor: 'background.paper', flexWrap: 'wrap' }}
        />
      )}
    </Box>
  );

  if (dashboard.isError && !data) {
    return (
      <>
        {header}
        <EmptyStateCard
          icon={<InsightsOutlined />}
          title={t('Could not load the dashboard')}
          description={t(errorMessage(dashboard.error))}
        />
      </>
    );
  }

  if (fresh) {
    return (
      <>
        {header}
        <WelcomeCard user={user} influencers={data.workspace.influencers} />
      </>
    );
  }

  const k = data?.kpis;
  const vs = t('vs previous {{period}}', { period: periodName });
  const cards: {
    title: string;
    value: number | undefined;
    previous?: number | undefined;
    icon: ReactElement;
    color: KpiColor;
    caption: string;
  }[] = [
    {
      title: t('Active campaigns'),
      value: k?.activeCampaigns,
      icon: <CampaignOutlined />,
      color: 'primary',
      caption: t('running now'),
    },
    {
      title: t('Invited'),
      value: k?.invited,
      previous: k?.previous.invited,
      icon: <SendOutlined />,
      color: 'info',
      caption: vs,
    },
    {
      title: t('Approved'),
      value: k?.approved,
      previous: k?.previous.approved,
      icon: <CheckCircleOutlined />,
      color: 'secondary',
      caption: vs,
    },
    {
      title: t('Published'),
      value: k?.published,
      previous: k?.previous.published,
      icon: <VideoLibraryOutlined />,
      color: 'success',
      caption: vs,
    },
    {
      title: t('Keys issued'),
      value: k?.keysIssued,
      previous: k?.previous.keysIssued,
      icon: <VpnKeyOutlined />,
      color: 'warning',
      caption: vs,
    },
  ];
  const engagement = data?.engagement;
  const noPosts = engagement !== undefined && engagement.totals.posts === 0;

  return (
    <>
      {header}
      <Box sx={{ height: 4, mt: -2, mb: 1.5 }}>
        {dashboard.isFetching && data ? (
          <LinearProgress aria-label={t('Updating')} sx={{ borderRadius: 2 }} />
        ) : null}
      </Box>
      {dashboard.isError ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('Showing the last figures: {{reason}}', { reason: t(errorMessage(dashboard.error)) })}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={12}>
          <Grid container spacing={3} component="section" aria-label={t('Key figures')}>
            {cards.map((card) => (
              <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
                {card.value === undefined ? (
                  <Skeleton variant="rounded" height={152} />
                ) : (
                  <KpiCard
                    title={card.title}
                    value={formatFull(card.value)}
                    icon={card.icon}
                    color={card.color}
                    caption={card.caption}
                    {...(card.previous === undefined
                      ? {}
                      : { change: changeAgainst(card.value, card.previous) })}
                  />
                )}
              </Grid>
            ))}
          </Grid>
        </Grid>

        <Grid size={{ xs: 12, lg: 8 }}>
          <Card sx={{ height: 1 }}>
            <CardHeader
              title={t('Views and engagement')}
              subheader={
                engagement?.bucket === 'month'
                  ? t('Published posts by the month they went live')
                  : t('Published posts by the day they went live')
              }
            />
            {engagement ? (
              <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', px: 3, pt: 1 }}>
                <Figure label={t('Posts')} value={formatFull(engagement.totals.posts)} />
                <Figure label={t('Views')} value={formatCompact(engagement.totals.views)} />
                <Figure label={t('Likes')} value={formatCompact(engagement.totals.likes)} />
                <Figure label={t('Comments')} value={formatCompact(engagement.totals.comments)} />
              </Box>
            ) : null}
            <Box sx={{ p: noPosts ? 3 : 0, pb: 2 }}>
              {!engagement ? (
                <Skeleton variant="rounded" height={320} sx={{ mx: 3 }} />
              ) : noPosts ? (
                <EmptyState
                  compact
                  icon={<InsightsOutlined />}
                  title={t('No published posts in this period')}
                  description={t(
                    'Views, likes and comments appear once creators publish their videos and streams.',
                  )}
                />
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ mx: 3 }} />}>
                  <EngagementChart engagement={engagement} />
                </Suspense>
              )}
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {data ? (
            <AttentionCard items={data.attention.items} total={data.attention.total} />
          ) : (
            <Skeleton variant="rounded" height={420} />
          )}
        </Grid>
        <Grid size={12}>
          {data ? (
            <ActivityCard items={data.activity} />
          ) : (
            <Skeleton variant="rounded" height={360} />
          )}
        </Grid>
      </Grid>
    </>
  );
}
