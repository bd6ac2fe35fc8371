import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

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
        color: palette ? (light ? palette.dark : palette.light) : 'text.secondary',
        bgcolor: palette ? alpha(palette.main, 0.16) : alpha(theme.palette.grey[500], 0.16),
      }}
    >
      {children}
    </Box>
  );
}
