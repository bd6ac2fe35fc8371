import { LineChart } from '@mui/x-charts/LineChart';
import { formatCompact } from '../format/format.ts';

export type DailyLine = {
  data: (number | null)[];
  label: string;
  color: string;
  /** Filled below the line. */
  area?: boolean;
  valueFormatter?: (value: number | null) => string;
};

/** Figures per day (or month) as lines without marks, compact numbers on the axis. */
export function DailyLineChart({
  labels,
  lines,
  height,
}: {
  labels: string[];
  lines: DailyLine[];
  height: number;
}) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: labels }]}
      yAxis={[{ valueFormatter: (v: number | null) => formatCompact(v) }]}
      series={lines.map((line) => ({ ...line, showMark: false }))}
      grid={{ horizontal: true }}
      sx={{ '& .MuiLineChart-area, & .MuiAreaElement-root': { fillOpacity: 0.16 } }}
    />
  );
}
