import { alpha, getContrastRatio, type PaletteOptions } from '@mui/material/styles';
import type { PresetName, Settings } from './settings/settings-store.ts';

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

export type ColorSet = {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
};

export const presets: Record<PresetName, ColorSet> = {
  default: {
    lighter: '#C8FAD6',
    light: '#5BE49B',
    main: '#00A76F',
    dark: '#007867',
    darker: '#004B50',
  },
  cyan: {
    lighter: '#CCF4FE',
    light: '#68CDF9',
    main: '#078DEE',
    dark: '#0351AB',
    darker: '#012972',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#FDA92D',
    // Dark enough for text on its soft tint (4.5:1), like every preset's dark.
    dark: '#9E5A12',
    darker: '#793908',
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FFC1AC',
    main: '#FF3030',
    dark: '#B71833',
    darker: '#7A0930',
  },
};

const secondary: ColorSet = {
  lighter: '#EFD6FF',
  light: '#C684FF',
  main: '#8E33FF',
  dark: '#5119B7',
  darker: '#27097A',
};
const info: ColorSet = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
};
const success: ColorSet = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  // Text on the soft tint (status labels) reads at 4.5:1.
  dark: '#0A7A4A',
  darker: '#065E49',
};
const warning: ColorSet = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  // Text on the soft tint (status labels) reads at 4.5:1.
  dark: '#935700',
  darker: '#7A4100',
};
const error: ColorSet = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
};

/** WCAG AA for normal text: every text colour below is chosen to meet it on its surface. */
export const AA_CONTRAST = 4.5;

/** In light mode a red that white button text reads on (the brighter red stays for dark mode). */
const errorOnLight: ColorSet = { ...error, main: '#D92D20' };

/** White on the colour when it reads at AA, else the darker greys (orange, green, cyan fills). */
function contrastText(main: string): string {
  const readable = ['#FFFFFF', grey[800], grey[900]].find(
    (text) => getContrastRatio(main, text) >= AA_CONTRAST,
  );
  return readable ?? grey[900];
}

function withContrastText(set: ColorSet) {
  return { ...set, contrastText: contrastText(set.main) };
}

// Text tones per mode, each at least 4.5:1 on the surfaces it sits on (page, card, table head,
// soft grey chip). text.disabled doubles as the quiet tone of captions, breadcrumbs and nav
// subheaders, so it must be readable too; disabled controls are dimmed by action.disabled.
const lightText = { primary: grey[800], secondary: '#5A6875', disabled: grey[600] };
const darkText = { primary: '#FFFFFF', secondary: '#A5B1BC', disabled: grey[500] };

export function createPalette(
  settings: Pick<Settings, 'mode' | 'contrast' | 'preset'>,
): PaletteOptions {
  const light = settings.mode === 'light';
  const bold = settings.contrast === 'bold';
  const primary = presets[settings.preset];
  const common = {
    primary: withContrastText(primary),
    secondary: withContrastText(secondary),
    info: withContrastText(info),
    success: withContrastText(success),
    warning: withContrastText(warning),
    error: withContrastText(light ? errorOnLight : error),
    grey,
    divider: alpha(grey[500], 0.2),
    action: {
      hover: alpha(grey[500], 0.08),
      selected: alpha(grey[500], 0.16),
      focus: alpha(grey[500], 0.24),
      disabled: alpha(grey[500], 0.8),
      disabledBackground: alpha(grey[500], 0.24),
      hoverOpacity: 0.08,
      disabledOpacity: 0.48,
    },
  };
  if (light) {
    return {
      mode: 'light',
      ...common,
      text: lightText,
      // Bold contrast: a grey canvas so white cards stand out.
      background: { paper: '#FFFFFF', default: bold ? grey[200] : '#FFFFFF', neutral: grey[200] },
      action: { ...common.action, active: grey[600] },
    };
  }
  return {
    mode: 'dark',
    ...common,
    text: darkText,
    background: { paper: grey[800], default: bold ? '#0E1217' : grey[900], neutral: '#28323D' },
    action: { ...common.action, active: grey[500] },
  };
}
