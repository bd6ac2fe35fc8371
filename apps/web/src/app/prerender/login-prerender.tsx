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
  /** The `<style>` elements for `<head>` holding every rule the markup uses. */
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
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const { key } = ltrCache;
  // A class's rules select its own class name; the rest are global styles (CssBaseline's body
  // and the like). Each global goes in its own element named as emotion's <Global> looks for
  // it, so the browser's Global adopts it and replaces it when the theme changes (in one shared
  // element, after the Global's own, the light body would outlive a switch to dark). The
  // classes share one element whose names let the browser's cache adopt them.
  const isClass = ([name, rule]: [string, string]) => rule.includes(`.${key}-${name}`);
  const globals = rules
    .filter((entry) => !isClass(entry))
    .map(([name, rule]) => `<style data-emotion="${key}-global ${name}">${rule}</style>`);
  const classes = rules.filter(isClass);
  const classTag = `<style data-emotion="${key} ${classes.map(([name]) => name).join(' ')}">${classes.map(([, rule]) => rule).join('')}</style>`;
  return { html, styleTag: globals.join('') + classTag };
}
