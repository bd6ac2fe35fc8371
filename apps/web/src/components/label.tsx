import Box from '@mui/material/Box';
import { alpha, lighten, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { grey } from '../theme/palette.ts';

export type LabelColor =
  | 'default'
  | 'primary'
  | 'secondary'
  | 'info'
  | 'success'
  | 'warning'
  | 'error';

/** A soft status pill (Active, Suspended, roles). */
export function Label({
  color = 'default',
  children,
}: {
  color?: LabelColor;
  children: ReactNode;
}) {
  const theme = useTheme();
  const light = theme.palette.mode === 'light';
  const palette = color === 'default' ? null : theme.palette[color];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: 24,
        minWidth: 24,
        px: 0.75,
        borderRadius: 0.75,
        typography: 'caption',
        fontWeight: 700,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        // Readable on the pill over a selected or hovered row too (4:1 before): grey 700 for
        // the grey pill in light mode; in dark mode a quarter lighter than the light shade, and
        // grey 400 for the grey pill.
        color: palette
          ? light
            ? palette.dark
            : lighten(palette.light, 0.25)
          : light
            ? grey[700]
            : grey[400],
        bgcolor: palette ? alpha(palette.main, 0.16) : alpha(theme.palette.grey[500], 0.16),
      }}
    >
      {children}
    </Box>
  );
}
