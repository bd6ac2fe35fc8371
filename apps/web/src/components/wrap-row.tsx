import Box, { type BoxProps } from '@mui/material/Box';

/**
 * A row of a section's heading, tabs or controls that wraps onto the next line when the
 * screen is narrow, its items centred on one line. `sx` adds spacing around it.
 */
export function WrapRow({ sx, ...props }: BoxProps) {
  return (
    <Box
      {...props}
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
