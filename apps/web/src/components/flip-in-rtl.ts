import type { Theme } from '@mui/material/styles';

/**
 * `sx` for an arrow or chevron that points along the reading direction ("back", "next", "to"):
 * mirrored in right-to-left, where the icon's glyph would otherwise point the wrong way.
 */
export const flipInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});
