import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../../features/auth/pages/login-page.tsx';
import { SettingsProvider } from '../../theme/settings/settings-context.tsx';
import { AppThemeProvider, ltrCache } from '../../theme/theme-provider.tsx';
import { catalogueI18n } from '../i18n/catalogue-i18n.ts';
import { AuthLayout } from '../layouts/auth-layout.tsx';

export type PrerenderedPage = {
  /** The markup that goes inside `#root`. */
  html: string;
  /** One `<style>` element for `<head>` holding every rule the markup uses. */
  styleTag: string;
};

/**
 * /login as a first-time visitor sees it (English, light, left-to-right, signed out), rendered
 * at build time (scripts/prerender-login.ts) so the page paints from the HTML alone, before
 * the scripts have downloaded. The same components as the app render it, so main.tsx can
 * hydrate it: the app adopts these elements, with what the visitor typed into them.
 */
export function prerenderLogin(catalogue: Record<string, string>): PrerenderedPage {
  const i18n = catalogueI18n(catalogue);
  // With `compat`, emotion keeps each rule in `inserted` instead of writing a <style> beside
  // every element, so they can go to <head> as one element.
  ltrCache.compat = true;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <AppThemeProvider>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route element={<AuthLayout />}>
                <Route path="/login" element={<LoginPage prerendered />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AppThemeProvider>
      </SettingsProvider>
    </I18nextProvider>,
  );
  const rules = Object.entries(ltrCache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // The key and names in data-emotion let the browser's cache (same key) adopt these rules
  // instead of inserting them again.
  const names = rules.map(([name]) => name).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return { html, styleTag: `<style data-emotion="${ltrCache.key} ${names}">${css}</style>` };
}
