import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The product mark: a play triangle in a rounded square, drawn in the preset's colours. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const theme = useTheme();
  const { light, main, dark } = theme.palette.primary;
  // Unique per instance: a gradient id inside a hidden copy (display: none) would paint nothing.
  const gradientId = `logo-gradient-${useId()}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      sx={{ width: size, height: size, flexShrink: 0 }}
      aria-hidden
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.5" stopColor={main} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M24 19.5c0-1.6 1.8-2.6 3.1-1.7l17.4 11.5c1.2.8 1.2 2.6 0 3.4L27.1 44.2c-1.3.9-3.1-.1-3.1-1.7z"
        fill="#fff"
      />
    </Box>
  );
}

export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark size={36} />
      {showName ? (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: 18, letterSpacing: -0.2 }}>
          CreatorHub
        </Typography>
      ) : null}
    </Box>
  );
}
