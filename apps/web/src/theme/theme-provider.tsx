import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createAppTheme } from './create-app-theme.ts';
import { loadedRtlCache, loadRtlCache } from './rtl-loader.ts';
import { useSettings } from './settings/settings-context.tsx';
import 'nprogress/nprogress.css';

/** Exported for the build-time prerender of /login, which reads the rules it collected. */
export const ltrCache = createCache({ key: 'mui' });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings: chosen } = useSettings();
  const [rtlCache, setRtlCache] = useState(loadedRtlCache);
  const wantsRtl = chosen.direction === 'rtl';
  useEffect(() => {
    if (wantsRtl && !rtlCache) void loadRtlCache().then(setRtlCache);
  }, [wantsRtl, rtlCache]);
  // Until the RTL plugin has loaded, stay left-to-right so styles and `dir` never disagree.
  const settings = useMemo(
    () => ({ ...chosen, direction: wantsRtl && rtlCache ? ('rtl' as const) : ('ltr' as const) }),
    [chosen, wantsRtl, rtlCache],
  );
  const theme = useMemo(() => createAppTheme(settings), [settings]);

  useLayoutEffect(() => {
    document.documentElement.setAttribute('dir', settings.direction);
    document.documentElement.style.colorScheme = settings.mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.primary.main);
  }, [settings.direction, settings.mode, theme]);

  return (
    <CacheProvider value={settings.direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles
          styles={{
            '#nprogress': { pointerEvents: 'none' },
            '#nprogress .bar': {
              top: 0,
              left: 0,
              height: 3,
              width: '100%',
              position: 'fixed',
              zIndex: theme.zIndex.snackbar + 1,
              backgroundColor: theme.palette.primary.main,
              boxShadow: `0 0 2px ${theme.palette.primary.main}`,
            },
            '#nprogress .peg': {
              boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
            },
          }}
        />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
