import type { SxProps, Theme } from '@mui/material/styles';
import { gridClasses } from '@mui/x-data-grid';
import { PIN_EDGE_CLASS } from './grid-fit.ts';

const pinStart = `.${gridClasses['cell--pinnedLeft']}, .${gridClasses['columnHeader--pinnedLeft']}`;
const pinEnd = `.${gridClasses['cell--pinnedRight']}, .${gridClasses['columnHeader--pinnedRight']}`;
const scope = (selectors: string) =>
  selectors
    .split(', ')
    .map((s) => `& ${s}`)
    .join(', ');

/**
 * Sticky columns and the edges of a table wider than its card (see pinnedColumns). Offsets
 * are logical (inset-inline-*), so right to left the first column sticks to the right; the
 * shadows are written left to right and the RTL style plugin mirrors them.
 *
 * `startOffset`: where the first column sticks (after the checkbox column, when there is one).
 * `endWidth`: the width of a column pinned at the end (the ⋮ menu), so the edge shade sits
 * before it.
 */
export function pinnedColumnsSx(startOffset: number, endWidth: number): SxProps<Theme> {
  return (theme) => {
    const shade = theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.6)' : 'rgba(0, 0, 0, 0.16)';
    return {
      [scope(pinStart)]: { insetInlineStart: 0 },
      [`& .${PIN_EDGE_CLASS}`]: {
        insetInlineStart: startOffset,
        transition: theme.transitions.create('box-shadow', {
          duration: theme.transitions.duration.shortest,
        }),
      },
      [scope(pinEnd)]: { insetInlineEnd: 0 },
      [`&[data-scrolled] .${PIN_EDGE_CLASS}`]: { boxShadow: `8px 0 8px -6px ${shade}` },
      [`& .${gridClasses.main}::after`]: {
        content: '""',
        position: 'absolute',
        top: 0,
        bottom: 0,
        insetInlineEnd: endWidth,
        width: 16,
        zIndex: 45,
        pointerEvents: 'none',
        opacity: 0,
        boxShadow: `inset -12px 0 10px -10px ${shade}`,
        transition: theme.transitions.create('opacity', {
          duration: theme.transitions.duration.shortest,
        }),
      },
      [`&[data-more] .${gridClasses.main}::after`]: { opacity: 1 },
    };
  };
}
