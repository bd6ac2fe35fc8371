import { alpha, type PaletteOptions } from '@mui/material/styles';
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
    dark: '#B66816',
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
  dark: '#118D57',
  darker: '#065E49',
};
const warning: ColorSet = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
};
const error: ColorSet = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
};

/** Orange and the light presets read better with dark text on the main color. */
function contrastText(preset: PresetName): string {
  return preset === 'orange' ? grey[800] : '#FFFFFF';
}

export function createPalette(
  settings: Pick<Settings, 'mode' | 'contrast' | 'preset'>,
): PaletteOptions {
  const light = settings.mode === 'light';
  const bold = settings.contrast === 'bold';
  const primary = presets[settings.preset];
  const common = {
    primary: { ...primary, contrastText: contrastText(settings.preset) },
    secondary: { ...secondary, contrastText: '#FFFFFF' },
    info: { ...info, contrastText: '#FFFFFF' },
    success: { ...success, contrastText: '#FFFFFF' },
    warning: { ...warning, contrastText: grey[800] },
    error: { ...error, contrastText: '#FFFFFF' },
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
      text: { primary: grey[800], secondary: grey[600], disabled: grey[500] },
      // Bold contrast: a grey canvas so white cards stand out.
      background: { paper: '#FFFFFF', default: bold ? grey[200] : '#FFFFFF', neutral: grey[200] },
      action: { ...common.action, active: grey[600] },
    };
  }
  return {
    mode: 'dark',
    ...common,
    text: { primary: '#FFFFFF', secondary: grey[500], disabled: grey[600] },
    background: { paper: grey[800], default: bold ? '#0E1217' : grey[900], neutral: '#28323D' },
    action: { ...common.action, active: grey[500] },
  };
}
