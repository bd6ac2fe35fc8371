import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/public-sans/800.css';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { RADIUS } from './constants.ts';
import { componentOverrides } from './overrides.ts';
import { createPalette, grey, presets } from './palette.ts';
import type { Settings } from './settings/settings-store.ts';
import type { CustomShadows } from './theme-augmentation.ts';

export const FONT_FAMILY =
  '"Public Sans Variable", "Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function createCustomShadows(settings: Settings): CustomShadows {
  const color = settings.mode === 'light' ? grey[500] : '#000000';
  const strength = settings.contrast === 'bold' ? 1.6 : 1;
  const a = (value: number) => alpha(color, Math.min(value * strength, 1));
  return {
    z1: `0 1px 2px 0 ${a(0.16)}`,
    z8: `0 8px 16px 0 ${a(0.16)}`,
    z16: `0 16px 32px -4px ${a(0.16)}`,
    z24: `0 24px 48px 0 ${a(0.16)}`,
    card: `0 0 2px 0 ${a(0.2)}, 0 12px 24px -4px ${a(0.12)}`,
    dialog: `-40px 40px 80px -8px ${alpha('#000000', settings.mode === 'light' ? 0.24 : 0.4)}`,
    dropdown: `0 0 2px 0 ${a(0.24)}, -20px 20px 40px -4px ${a(0.24)}`,
    primary: `0 8px 16px 0 ${alpha(presets[settings.preset].main, 0.24)}`,
  };
}

export function createAppTheme(settings: Settings): Theme {
  const base = createTheme({
    direction: settings.direction,
    palette: createPalette(settings),
    shape: { borderRadius: RADIUS },
    customShadows: createCustomShadows(settings),
    typography: {
      fontFamily: FONT_FAMILY,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
      h1: { fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.25 },
      h2: { fontWeight: 800, fontSize: '2rem', lineHeight: 1.33 },
      h3: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.5 },
      h4: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.5 },
      h5: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
      h6: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.55 },
      subtitle1: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 },
      subtitle2: { fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.57 },
      body1: { fontSize: '1rem', lineHeight: 1.5 },
      body2: { fontSize: '0.875rem', lineHeight: 1.57 },
      caption: { fontSize: '0.75rem', lineHeight: 1.5 },
      overline: { fontWeight: 700, fontSize: '0.75rem', lineHeight: 1.5, letterSpacing: 1.1 },
      button: { fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.71, textTransform: 'none' },
    },
  });
  return createTheme(base, { components: componentOverrides(base) });
}
