import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The outline of a text field around an editor that is not one (the rich body editor, its
 * HTML view): grey, red when the value is invalid, dark while the editor has focus.
 */
export function EditorFrame({
  error,
  focusRing = false,
  children,
}: {
  error: boolean;
  /** While focused, a second pixel of outline, as an outlined TextField shows. */
  focusRing?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={(theme) => ({
        borderRadius: 1,
        border: `1px solid ${error ? theme.palette.error.main : alpha(theme.palette.grey[500], 0.32)}`,
        overflow: 'hidden',
        '&:focus-within': {
          borderColor: error ? 'error.main' : 'text.primary',
          ...(focusRing && {
            boxShadow: `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.text.primary}`,
          }),
        },
      })}
    >
      {children}
    </Box>
  );
}
