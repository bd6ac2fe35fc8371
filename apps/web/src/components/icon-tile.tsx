import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type IconTileColor = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

type IconTileProps = {
  color: IconTileColor;
  /** Width and height in px. */
  size?: number;
  /** A circle rather than a rounded square. */
  round?: boolean;
  /** How strong the tinted background is. */
  tint?: number;
  /** The icon's font size in px, when not the icon's own. */
  iconSize?: number;
  children: ReactNode;
};

/** A decorative icon on a soft tile of its colour, beside a card's title or figure. */
export function IconTile({
  color,
  size = 40,
  round = false,
  tint = 0.16,
  iconSize,
  children,
}: IconTileProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: round ? '50%' : 1.5,
        color:
          theme.palette.mode === 'light' ? theme.palette[color].dark : theme.palette[color].light,
        bgcolor: alpha(theme.palette[color].main, tint),
        '& svg': iconSize ? { fontSize: iconSize } : undefined,
      })}
    >
      {children}
    </Box>
  );
}
