import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';

/** A small drawn scene: a video card, a stream card and a key, in the preset's colours. */
export function CreatorsIllustration({ maxWidth = 420 }: { maxWidth?: number }) {
  const theme = useTheme();
  const p = theme.palette.primary;
  const uid = useId();
  const id = (name: string) => `${name}-${uid}`;
  const paper = theme.palette.background.paper;
  const line = alpha(theme.palette.grey[500], 0.24);
  const soft = alpha(theme.palette.grey[500], 0.12);
  return (
    <Box
      component="svg"
      viewBox="0 0 480 360"
      sx={{ width: 1, maxWidth, height: 'auto' }}
      aria-hidden
    >
      <defs>
        <linearGradient id={id('ill-bg')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={p.light} stopOpacity="0.35" />
          <stop offset="1" stopColor={p.main} stopOpacity="0.08" />
        </linearGradient>
        <linearGradient id={id('ill-main')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={p.light} />
          <stop offset="1" stopColor={p.dark} />
        </linearGradient>
        <filter id={id('ill-shadow')} x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow
            dx="0"
            dy="12"
            stdDeviation="12"
            floodColor={theme.palette.grey[500]}
            floodOpacity="0.18"
          />
        </filter>
      </defs>
      <ellipse cx="240" cy="190" rx="210" ry="150" fill={`url(#${id('ill-bg')})`} />
      <circle cx="84" cy="70" r="10" fill={p.light} opacity="0.6" />
      <circle cx="420" cy="280" r="14" fill={p.main} opacity="0.25" />
      <circle cx="410" cy="64" r="6" fill={theme.palette.warning.main} opacity="0.7" />
      {/* video card */}
      <g filter={`url(#${id('ill-shadow')})`}>
        <rect x="70" y="92" width="230" height="170" rx="18" fill={paper} />
      </g>
      <rect x="86" y="108" width="198" height="104" rx="12" fill={`url(#${id('ill-main')})`} />
      <path
        d="M176 140c0-4 4.4-6.4 7.7-4.2l30 20c3 2 3 6.4 0 8.4l-30 20c-3.3 2.2-7.7-.2-7.7-4.2z"
        fill="#fff"
      />
      <circle cx="104" cy="236" r="12" fill={soft} />
      <rect x="124" y="228" width="110" height="8" rx="4" fill={line} />
      <rect x="124" y="242" width="70" height="6" rx="3" fill={soft} />
      {/* stats card */}
      <g filter={`url(#${id('ill-shadow')})`}>
        <rect x="262" y="168" width="170" height="118" rx="18" fill={paper} />
      </g>
      <rect x="280" y="188" width="60" height="8" rx="4" fill={line} />
      <rect x="282" y="250" width="16" height="20" rx="4" fill={alpha(p.main, 0.35)} />
      <rect x="306" y="236" width="16" height="34" rx="4" fill={alpha(p.main, 0.55)} />
      <rect x="330" y="222" width="16" height="48" rx="4" fill={alpha(p.main, 0.75)} />
      <rect x="354" y="206" width="16" height="64" rx="4" fill={p.main} />
      <rect x="378" y="228" width="16" height="42" rx="4" fill={alpha(p.main, 0.55)} />
      {/* key badge */}
      <g filter={`url(#${id('ill-shadow')})`}>
        <rect x="300" y="60" width="128" height="64" rx="16" fill={paper} />
      </g>
      <circle
        cx="332"
        cy="92"
        r="14"
        fill="none"
        stroke={theme.palette.warning.main}
        strokeWidth="5"
      />
      <path
        d="M344 92h40m-10 0v10m-12-10v8"
        stroke={theme.palette.warning.main}
        strokeWidth="5"
        strokeLinecap="round"
      />
    </Box>
  );
}
