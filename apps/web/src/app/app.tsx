import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SettingsProvider } from '../theme/settings/settings-context.tsx';
import { AppThemeProvider } from '../theme/theme-provider.tsx';
import { i18n } from './i18n/i18n.ts';
import type { AppRouter } from './router.tsx';

function useHtmlLang() {
  useEffect(() => {
    const apply = (lng: string) => document.documentElement.setAttribute('lang', lng);
    apply(i18n.language || 'en');
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, []);
}

export function App({ router }: { router: AppRouter }) {
  useHtmlLang();
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
