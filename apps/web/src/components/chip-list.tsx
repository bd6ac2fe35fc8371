import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

type ChipListProps = { items: string[]; max: number; variant?: 'filled' | 'outlined' };

/** A few small chips and "+n" with the rest in a tooltip; a dash when empty. */
export function ChipList({ items, max, variant = 'filled' }: ChipListProps) {
  if (!items.length) {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  }
  const shown = items.slice(0, max);
  const rest = items.slice(max);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, minWidth: 0, overflow: 'hidden' }}>
      {shown.map((item) => (
        <Chip
          key={item}
          label={item}
          size="small"
          variant={variant}
          sx={{ maxWidth: 120, flexShrink: 1, minWidth: 0 }}
        />
      ))}
      {rest.length ? (
        <Tooltip title={rest.join(', ')}>
          <Chip label={`+${rest.length}`} size="small" variant="outlined" sx={{ flexShrink: 0 }} />
        </Tooltip>
      ) : null}
    </Box>
  );
}
