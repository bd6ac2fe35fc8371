import type { DashboardEngagement } from '@app/contract';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatFull } from '../../../format/format.ts';
import { pointLabel, pointRange } from '../logic/dashboard-period.ts';

// Loaded on its own (React.lazy): the charts library never slows the first paint of the
// figures, and never reaches the login route.

/** Views (area, left axis) and engagement = likes + comments (line, right axis) over time. */
export default function EngagementChart({ engagement }: { engagement: DashboardEngagement }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const points = engagement.series;
  const labels = points.map((p) => pointLabel(p, engagement.bucket));
  return (
    <Box dir="ltr" sx={{ px: 1 }}>
      <LineChart
        height={320}
        margin={{ left: 8, right: 8 }}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((_, i) => i),
            valueFormatter: (i: number, context) =>
              context.location === 'tooltip'
                ? pointRange(points[i] ?? { from: '', to: '' })
                : (labels[i] ?? ''),
          },
        ]}
        yAxis={[
          { id: 'views', valueFormatter: (v: number | null) => formatCompact(v), width: 48 },
          {
            id: 'engagement',
            position: 'right',
            valueFormatter: (v: number | null) => formatCompact(v),
            width: 48,
          },
        ]}
        series={[
          {
            id: 'views',
            yAxisId: 'views',
            data: points.map((p) => p.views),
            label: t('Views'),
            area: true,
            showMark: false,
            curve: 'monotoneX',
            color: theme.palette.primary.main,
            valueFormatter: (v) => formatFull(v),
          },
          {
            id: 'engagement',
            yAxisId: 'engagement',
            data: points.map((p) => p.likes + p.comments),
            label: t('Likes + comments'),
            showMark: false,
            curve: 'monotoneX',
            color: theme.palette.warning.main,
            valueFormatter: (v) => formatFull(v),
          },
        ]}
        grid={{ horizontal: true }}
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.18 } }}
      />
    </Box>
  );
}
