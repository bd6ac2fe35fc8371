import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, styled, useTheme } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider as NotistackProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HEADER_HEIGHT, RADIUS } from '../theme/constants.ts';

const ThemedContent = styled(MaterialDesignContent)(({ theme }) => {
  const light = theme.palette.mode === 'light';
  const tone = (color: 'success' | 'error' | 'warning' | 'info') => ({
    '&::before': { backgroundColor: theme.palette[color].main },
    '& #notistack-snackbar > svg': { color: theme.palette[color].main },
    '& #notistack-snackbar svg': {
      padding: 4,
      width: 28,
      height: 28,
      borderRadius: RADIUS,
      color: theme.palette[color].main,
      backgroundColor: alpha(theme.palette[color].main, 0.16),
      marginInlineEnd: 12,
    },
  });
  return {
    '&.notistack-MuiContent': {
      position: 'relative',
      overflow: 'hidden',
      padding: theme.spacing(0.75, 1.5, 0.75, 1),
      minWidth: 300,
      borderRadius: RADIUS * 1.25,
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      boxShadow: theme.customShadows.z8,
      border: light ? 'none' : `1px solid ${alpha(theme.palette.grey[500], 0.16)}`,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.body2.fontSize,
      fontWeight: 600,
      '&::before': {
        content: '""',
        position: 'absolute',
        insetBlock: 0,
        insetInlineStart: 0,
        width: 4,
      },
    },
    '&.notistack-MuiContent-success': tone('success'),
    '&.notistack-MuiContent-error': tone('error'),
    '&.notistack-MuiContent-warning': tone('warning'),
    '&.notistack-MuiContent-info': tone('info'),
    '&.notistack-MuiContent-default': {
      color: theme.palette.background.paper,
      backgroundColor: theme.palette.text.primary,
    },
  };
});

const BELOW_HEADER = 'toasts-below-header';
// notistack puts its top container 14 px from the top, over the header's account menu (a toast
// then hid the avatar for three seconds). Toasts open just below the header instead; two
// classes outrank notistack's one.
const belowHeader = (
  <GlobalStyles
    styles={(theme) => ({
      [`.notistack-SnackbarContainer.${BELOW_HEADER}`]: {
        top: HEADER_HEIGHT.mobile + 4,
        [theme.breakpoints.up('lg')]: { top: HEADER_HEIGHT.desktop + 4 },
      },
    })}
  />
);

/**
 * PRODUCT.md: at most 5 toasts, no duplicates, auto-hide after 3000 ms, top right (below the
 * header; top left in right-to-left).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  // Top right, mirrored to top left in right-to-left, where the header's menus are.
  const theme = useTheme();
  return (
    <NotistackProvider
      maxSnack={5}
      preventDuplicate
      autoHideDuration={3000}
      anchorOrigin={{ vertical: 'top', horizontal: theme.direction === 'rtl' ? 'left' : 'right' }}
      classes={{
        containerAnchorOriginTopRight: BELOW_HEADER,
        containerAnchorOriginTopLeft: BELOW_HEADER,
      }}
      Components={{
        default: ThemedContent,
        success: ThemedContent,
        error: ThemedContent,
        warning: ThemedContent,
        info: ThemedContent,
      }}
    >
      {belowHeader}
      {children}
    </NotistackProvider>
  );
}

/** A layout route: the pages below it can raise toasts. */
export function SnackbarOutlet() {
  return (
    <SnackbarProvider>
      <Outlet />
    </SnackbarProvider>
  );
}
