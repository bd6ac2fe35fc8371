import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { LogoMark } from './logo.tsx';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Shown while the session or the first route loads. A CSS bar keeps it out of the bundle budget. */
export function SplashScreen() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <LogoMark size={56} />
      <Box
        sx={{
          width: 1,
          maxWidth: 240,
          height: 4,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.selected',
        }}
      >
        <Box
          sx={{
            width: '40%',
            height: 1,
            borderRadius: 2,
            bgcolor: 'text.primary',
            animation: `${slide} 1.2s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
    </Box>
  );
}
