import {
  type Campaign,
  type CampaignStatsDay,
  CampaignType,
  type StatsPeriod,
} from '@app/contract';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { DailyLineChart } from '../../../components/daily-line-chart.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import {
  type PeriodFigure,
  PeriodSummaryCards,
} from '../../../components/period-summary-cards.tsx';
import { PeriodToggle } from '../../../components/period-toggle.tsx';
import { WrapRow } from '../../../components/wrap-row.tsx';
import { formatCompact, formatDay, formatFull } from '../../../format/format.ts';
import { formatMoney, formatMoneyCompact } from '../../../format/money.ts';
import { CampaignEmailStats } from '../../email-stats/index.ts';
import { useCampaignStats } from '../api/campaigns-queries.ts';
import { bucketDates, bucketLabel, periodFromParam } from '../logic/stats-period.ts';

type Figure = keyof Omit<CampaignStatsDay, 'date'>;

/** Sums the server's days into the chart's buckets (a year reads per month). */
function chartSeries(days: readonly CampaignStatsDay[], period: StatsPeriod) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const buckets = bucketDates(
    days.map((d) => d.date),
    period,
  );
  const sum = (dates: string[], figure: Figure) =>
    dates.reduce((total, date) => total + (byDate.get(date)?.[figure] ?? 0), 0);
  return {
    labels: buckets.map((b) => bucketLabel(b[0] ?? '', period)),
    of: (figure: Figure) => buckets.map((b) => sum(b, figure)),
  };
}

/** POST /campaign/{id}/stats over 7, 14, 30, 90 days or a year: KPI cards and two charts. */
export function StatisticsTab({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const period = periodFromParam(params.get('period'));
  const stats = useCampaignStats(campaign.id, period);
  const paid = campaign.type === CampaignType.Paid;
  const totals = stats.data?.totals;

  const cards: PeriodFigure[] | null = totals
    ? [
        {
          title: t('Invited'),
          value: formatFull(totals.invited),
          icon: <SendOutlined />,
          color: 'info',
        },
        {
          title: paid ? t('Approved') : t('Shortlisted'),
          value: formatFull(totals.approved),
          icon: <CheckCircleOutlined />,
          color: 'primary',
        },
        {
          title: paid ? t('Completed') : t('Published'),
          value: formatFull(totals.published),
          icon: <VideoLibraryOutlined />,
          color: 'success',
        },
        {
          title: t('Paid'),
          value: formatFull(totals.paid),
          icon: <PaidOutlined />,
          color: 'warning',
        },
        {
          title: t('Views'),
          value: formatCompact(totals.views),
          icon: <VisibilityOutlined />,
          color: 'info',
        },
        {
          title: t('Likes'),
          value: formatCompact(totals.likes),
          icon: <ThumbUpOutlined />,
          color: 'primary',
        },
        {
          title: t('Comments'),
          value: formatCompact(totals.comments),
          icon: <ChatBubbleOutline />,
          color: 'success',
        },
        {
          title: t('Spend'),
          value: formatMoneyCompact(totals.spend),
          icon: <AttachMoneyOutlined />,
          color: 'warning',
          caption: t('{{amount}} paid to creators', { amount: formatMoney(totals.spend) }),
        },
        {
          title: t('Cost per 1,000 views'),
          value: totals.cpm === null ? '—' : formatMoney(totals.cpm),
          icon: <SpeedOutlined />,
          color: 'error',
          caption: totals.cpm === null ? t('No views yet') : t('spend ÷ views × 1,000'),
        },
      ]
    : null;

  const series = stats.data ? chartSeries(stats.data.series, period) : null;
  const nothing =
    totals &&
    !totals.invited &&
    !totals.approved &&
    !totals.published &&
    !totals.paid &&
    !totals.views;

  return (
    <Box>
      <WrapRow sx={{ mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {t('Statistics')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stats.data
              ? t('{{from}} – {{to}} (UTC)', {
                  from: formatDay(`${stats.data.from}T12:00:00Z`),
                  to: formatDay(`${stats.data.to}T12:00:00Z`),
                })
              : '\u00a0'}
          </Typography>
        </Box>
        <PeriodToggle
          value={period}
          onChange={(next) =>
            setParams({ tab: 'statistics', period: String(next) }, { replace: true })
          }
          label={t('Chart period')}
        />
      </WrapRow>

      {stats.isError ? (
        <EmptyStateCard
          icon={<InsightsOutlined />}
          title={t('Could not load statistics')}
          description={t(errorMessage(stats.error))}
        />
      ) : (
        <Grid container spacing={3}>
          <PeriodSummaryCards
            cards={cards}
            placeholders={9}
            period={period}
            size={{ xs: 12, sm: 6, md: 4 }}
          />
          {nothing ? (
            <Grid size={12}>
              <EmptyStateCard
                compact
                icon={<InsightsOutlined />}
                title={t('Nothing happened in this period')}
                description={t(
                  'Invites, approvals, published posts and payments are counted on the day they happen.',
                )}
              />
            </Grid>
          ) : series ? (
            <>
              <Grid size={{ xs: 12, lg: 7 }}>
                <Card>
                  <CardHeader title={t('Views')} subheader={t('Of posts published on each day')} />
                  {totals?.views ? (
                    <Box sx={{ px: 1, pb: 2 }}>
                      <DailyLineChart
                        height={320}
                        labels={series.labels}
                        lines={[
                          {
                            data: series.of('views'),
                            label: t('Views'),
                            area: true,
                            color: theme.palette.primary.main,
                            valueFormatter: (v) => formatFull(v),
                          },
                        ]}
                      />
                    </Box>
                  ) : (
                    <Box sx={{ px: 3, pb: 3 }}>
                      <EmptyState
                        compact
                        icon={<VisibilityOutlined />}
                        title={t('No views yet')}
                        description={t(
                          'Views count once published posts have numbers: they refresh in the background when YouTube or Twitch stats are configured.',
                        )}
                      />
                    </Box>
                  )}
                </Card>
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Card>
                  <CardHeader title={t('Creators')} subheader={t('Steps taken on each day')} />
                  <Box sx={{ px: 1, pb: 2 }}>
                    <BarChart
                      height={320}
                      xAxis={[{ scaleType: 'band', data: series.labels }]}
                      series={[
                        {
                          data: series.of('invited'),
                          label: t('Invited'),
                          stack: 'flow',
                          color: theme.palette.info.main,
                        },
                        {
                          data: series.of('approved'),
                          label: paid ? t('Approved') : t('Shortlisted'),
                          stack: 'flow',
                          color: theme.palette.primary.main,
                        },
                        {
                          data: series.of('published'),
                          label: paid ? t('Completed') : t('Published'),
                          stack: 'flow',
                          color: theme.palette.success.main,
                        },
                        {
                          data: series.of('paid'),
                          label: t('Paid'),
                          stack: 'flow',
                          color: theme.palette.warning.main,
                        },
                      ]}
                      grid={{ horizontal: true }}
                    />
                  </Box>
                </Card>
              </Grid>
            </>
          ) : null}
        </Grid>
      )}
      <Box sx={{ mt: 5 }}>
        <CampaignEmailStats campaign={campaign} />
      </Box>
    </Box>
  );
}
