import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCompact, formatFull } from '../format/format.ts';

/** A count in a table cell as 12.5K, the whole number in its tooltip. */
export function CompactNumber({ value }: { value: number | null }) {
  return (
    <Tooltip title={formatFull(value)}>
      <Typography variant="body2" component="span">
        {formatCompact(value)}
      </Typography>
    </Tooltip>
  );
}
