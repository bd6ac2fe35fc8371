import Box, { type BoxProps } from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';

type ResponsiveColumnsProps = Omit<BoxProps, 'display' | 'gap' | 'gridTemplateColumns'> & {
  /** The grid's columns from `from` up, e.g. '280px minmax(0, 1fr)'; one column below it. */
  columns: string;
  from?: Breakpoint;
  gap?: number;
  /** The rows' cross-axis alignment; stretched when left out. */
  align?: 'start' | 'stretch';
};

/** A grid whose children stack on narrow screens and stand side by side from a breakpoint up. */
export function ResponsiveColumns({
  columns,
  from = 'md',
  gap = 3,
  align,
  sx,
  ...rest
}: ResponsiveColumnsProps) {
  return (
    <Box
      {...rest}
      sx={[
        {
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: '1fr', [from]: columns },
          alignItems: align,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
