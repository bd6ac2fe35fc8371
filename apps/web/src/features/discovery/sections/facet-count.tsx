import Typography from '@mui/material/Typography';
import { formatCompact, formatFull } from '../../../format/format.ts';

/** A facet's count beside its option: how many creators the option would leave. */
export function FacetCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      title={formatFull(count)}
      sx={{ color: 'text.secondary', marginInlineStart: 'auto', paddingInlineStart: 1 }}
      dir="ltr"
    >
      {formatCompact(count)}
    </Typography>
  );
}
