import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A data grid's "no rows" overlay content. The overlay sits inside role=grid, where only rows
 * may stand (axe aria-required-children): it is one row with one cell spanning the columns,
 * so an empty state's heading and action link are allowed in it.
 */
export function GridEmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box role="row" sx={{ p: 3, height: 1, display: 'grid', placeItems: 'center' }}>
      <Box role="gridcell" aria-colspan={columns}>
        {children}
      </Box>
    </Box>
  );
}
