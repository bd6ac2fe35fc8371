import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a profile: a small label over its value. */
export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        minWidth: 0,
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="div" noWrap>
        {value}
      </Typography>
    </Box>
  );
}
