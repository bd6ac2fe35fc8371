import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailRowProps {
  label: string;
  children: ReactNode;
  /** Monospaced digits, for account and routing numbers. */
  mono?: boolean;
}

/** One "label: value" line of a detail card; the value sits at the end (right in LTR, left in RTL). */
export function DetailRow({ label, children, mono = false }: DetailRowProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'baseline', py: 0.75 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        variant="subtitle2"
        component="div"
        sx={{
          textAlign: 'end',
          overflowWrap: 'anywhere',
          ...(mono && {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            letterSpacing: 0.5,
          }),
        }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
