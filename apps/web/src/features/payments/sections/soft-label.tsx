import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type SoftLabelColor = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

interface SoftLabelProps {
  color?: SoftLabelColor;
  variant?: 'soft' | 'filled';
  children: ReactNode;
}

/** A small rounded status chip: a tinted background with readable text in light and dark mode. */
export function SoftLabel({ color = 'default', variant = 'soft', children }: SoftLabelProps) {
  return (
    <Box
      component="span"
      sx={(theme) => {
        const light = theme.palette.mode === 'light';
        const palette = color === 'default' ? undefined : theme.palette[color];
        const base = palette?.main ?? theme.palette.grey[500];
        const filled = variant === 'filled';
        const softText = palette
          ? light
            ? palette.dark
            : palette.light
          : theme.palette.text.secondary;
        const filledText = palette ? palette.contrastText : theme.palette.background.paper;
        return {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          height: 24,
          minWidth: 24,
          paddingInline: '6px',
          borderRadius: '6px',
          fontSize: theme.typography.pxToRem(12),
          fontWeight: 700,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          color: filled ? filledText : softText,
          backgroundColor: filled
            ? palette
              ? base
              : theme.palette.text.primary
            : alpha(base, 0.16),
          transition: theme.transitions.create(['background-color', 'color'], {
            duration: theme.transitions.duration.shorter,
          }),
        };
      }}
    >
      {children}
    </Box>
  );
}
