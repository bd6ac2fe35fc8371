import type { DiscoveryCreatorGame } from '@app/contract';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCompact, formatDay, formatFull } from '../../../format/format.ts';
import { type GamesChartMetric, gamesChartData } from '../logic/games-chart-data.ts';

// Loaded on its own (React.lazy) like the dashboard's chart: the charts library never slows
// the first paint of the drawer, nor the discovery page itself.

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const weekDate = (week: string) => new Date(`${week}T00:00:00Z`);

/**
 * A creator's top five games week by week: sessions as stacked bars (how the week was spent),
 * average viewers as lines (how each game drew).
 */
export default function GamesOverTimeChart({
  games,
  metric,
}: {
  games: readonly DiscoveryCreatorGame[];
  metric: GamesChartMetric;
}) {
  const theme = useTheme();
  const { weeks, series } = gamesChartData(games, metric);
  const colors = [
    theme.palette.primary.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.success.main,
    theme.palette.error.main,
  ];
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: weeks,
      valueFormatter: (week: string, context: { location: string }) =>
        context.location === 'tooltip'
          ? formatDay(weekDate(week).toISOString())
          : shortDate.format(weekDate(week)),
    },
  ];
  // What the bars and the lines share: size, the count axis, grid and legend, and each game's
  // series (its colour and figures); each chart adds its own x axis and series kind.
  const chart = {
    height: 300,
    margin: { left: 4, right: 12 },
    yAxis: [{ valueFormatter: (v: number | null) => formatCompact(v), width: 44 }],
    grid: { horizontal: true },
    slotProps: {
      legend: {
        direction: 'horizontal' as const,
        position: { vertical: 'bottom' as const, horizontal: 'center' as const },
      },
    },
  };
  const lines = series.map((s, i) => ({
    id: String(s.id),
    label: s.name,
    data: s.data,
    color: colors[i % colors.length],
    valueFormatter: (v: number | null) => formatFull(v),
  }));
  return (
    // Time runs left to right in both directions, as on the dashboard's chart.
    <Box dir="ltr">
      {metric === 'sessions' ? (
        <BarChart
          {...chart}
          xAxis={xAxis}
          series={lines.map((line) => ({ ...line, stack: 'sessions' }))}
        />
      ) : (
        <LineChart
          {...chart}
          xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
          series={lines.map((line) => ({ ...line, curve: 'linear', connectNulls: false }))}
        />
      )}
    </Box>
  );
}
