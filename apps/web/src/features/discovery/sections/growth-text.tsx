import Typography from '@mui/material/Typography';
import { formatGrowth } from '../logic/discovery-format.ts';

/** 30-day growth, green when up and red when down; a dash when unknown. */
export function GrowthText({ growth }: { growth: number | null }) {
  const color =
    growth === null || growth === 0 ? 'text.secondary' : growth > 0 ? 'success.main' : 'error.main';
  return (
    <Typography variant="body2" component="span" sx={{ color, fontWeight: 600 }} dir="ltr">
      {formatGrowth(growth)}
    </Typography>
  );
}
