import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Extra notes under the description, e.g. what the area will offer. */
  children?: ReactNode;
  compact?: boolean;
};

/** An honest "nothing here yet": an icon, a sentence, maybe an action. Never fake rows. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  children,
  compact,
}: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: compact ? 6 : 10,
        borderRadius: 2,
        border: `1px dashed ${alpha(theme.palette.grey[500], 0.2)}`,
        bgcolor: alpha(theme.palette.grey[500], 0.04),
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 88,
          height: 88,
          mb: 1,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: `radial-gradient(circle at 30% 30%, ${alpha(theme.palette.primary.light, 0.32)}, ${alpha(theme.palette.primary.main, 0.12)})`,
          boxShadow: `inset 0 0 0 8px ${alpha(theme.palette.primary.main, 0.06)}`,
          '& svg': { fontSize: 40 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 480 }}>
          {description}
        </Typography>
      ) : null}
      {children}
      {action ? <Box sx={{ mt: 1.5 }}>{action}</Box> : null}
    </Box>
  );
}
