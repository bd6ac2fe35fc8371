import type { LeadMagnetStatsResponse, StatsPeriod } from '@app/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DailyLineChart } from '../../../components/daily-line-chart.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import {
  type PeriodFigure,
  PeriodSummaryCards,
} from '../../../components/period-summary-cards.tsx';
import { formatFull } from '../../../format/format.ts';
import { captureChartSeries, formatConversion } from '../logic/capture-stats.ts';

/** Submissions, mapped, added and conversion for the period: four cards. */
export function CaptureTotals({
  stats,
  period,
}: {
  stats: LeadMagnetStatsResponse | undefined;
  period: StatsPeriod;
}) {
  const { t } = useTranslation();
  const totals = stats?.totals;
  const cards: PeriodFigure[] | null = totals
    ? [
        {
          title: t('Submissions'),
          value: formatFull(totals.submissions),
          icon: <InboxOutlined />,
          color: 'info',
        },
        {
          title: t('Mapped'),
          value: formatFull(totals.mapped),
          icon: <CheckCircleOutlined />,
          color: 'primary',
        },
        {
          title: t('Added'),
          value: formatFull(totals.added),
          icon: <GroupAddOutlined />,
          color: 'success',
        },
        {
          title: t('Conversion'),
          value: formatConversion(totals.conversion),
          icon: <PercentOutlined />,
          color: 'warning',
          caption: totals.conversion === null ? t('No submissions yet') : t('added ÷ submissions'),
          share: totals.conversion === null ? undefined : Math.round(totals.conversion * 100),
        },
      ]
    : null;
  return (
    <Grid container spacing={3}>
      <PeriodSummaryCards
        cards={cards}
        placeholders={4}
        period={period}
        size={{ xs: 12, sm: 6, md: 3 }}
      />
    </Grid>
  );
}

/** Submissions, mapped and added over the period, per day (per month for a year). */
export function CaptureChart({
  stats,
  period,
  height = 280,
}: {
  stats: LeadMagnetStatsResponse | undefined;
  period: StatsPeriod;
  height?: number;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const series = stats ? captureChartSeries(stats.series, period) : null;
  return (
    <Card>
      <CardHeader
        title={t('Over time')}
        subheader={period === 365 ? t('Per month (UTC)') : t('Per day (UTC)')}
      />
      <Box sx={{ px: 1, pb: 2 }}>
        {!series ? (
          <Skeleton variant="rounded" height={height} sx={{ mx: 2 }} />
        ) : stats?.totals.submissions ? (
          <DailyLineChart
            height={height}
            labels={series.labels}
            lines={[
              {
                data: series.of('submissions'),
                label: t('Submissions'),
                area: true,
                color: theme.palette.info.main,
              },
              { data: series.of('mapped'), label: t('Mapped'), color: theme.palette.primary.main },
              {
                data: series.of('added'),
                label: t('Added'),
                area: true,
                color: theme.palette.success.main,
              },
            ]}
          />
        ) : (
          <Box sx={{ px: 2 }}>
            <EmptyState
              compact
              icon={<InsightsOutlined />}
              title={t('No submissions in this period')}
              description={t('Each submission is counted on the day it arrives.')}
            />
          </Box>
        )}
      </Box>
    </Card>
  );
}
