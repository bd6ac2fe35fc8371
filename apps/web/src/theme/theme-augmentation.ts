import type {} from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';

export type CustomShadows = {
  z1: string;
  z8: string;
  z16: string;
  z24: string;
  card: string;
  dialog: string;
  dropdown: string;
  primary: string;
};

declare module '@mui/material/styles' {
  interface Theme {
    customShadows: CustomShadows;
  }
  interface ThemeOptions {
    customShadows?: CustomShadows;
  }
  interface TypeBackground {
    neutral: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
}
