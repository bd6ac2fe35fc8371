import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from './languages.ts';

/** The app's i18next options that hold wherever the strings come from. */
export const sharedI18nOptions = {
  fallbackLng: 'en',
  // Source strings are the keys; never split them on "." or ":".
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
} as const;

/**
 * An i18next instance over an English catalogue already in hand, ready at once (no backend):
 * for the build-time prerender and for tests, so strings and plural forms resolve as in the app.
 */
export function catalogueI18n(catalogue: Record<string, string>, lng: LanguageCode = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedI18nOptions,
    lng,
    resources: { en: { translation: catalogue } },
    initAsync: false,
  });
  return instance;
}
