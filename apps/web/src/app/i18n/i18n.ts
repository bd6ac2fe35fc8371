import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from './catalogue-i18n.ts';
import { fetchWithRetry } from './fetch-with-retry.ts';
import { SHIPPED_LANGUAGES, storedLanguage } from './languages.ts';

export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** A language without a file resolves to an empty bundle: no request, so no retry loop. */
export function loadPathFor(lngs: readonly string[]): string {
  return lngs.every((lng) => SHIPPED_LANGUAGES.includes(lng)) ? LOAD_PATH : '';
}

/** The backend's request hook with our explicit retry; i18next's own retry is switched off. */
export const retryingRequest: NonNullable<HttpBackendOptions['request']> = (
  _options,
  url,
  _payload,
  callback,
) => {
  fetchWithRetry(url).then(
    (result) => callback(null, { status: result.status, data: result.text }),
    (error: unknown) => callback(error, null),
  );
};

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...sharedI18nOptions,
      lng: storedLanguage(),
      supportedLngs: ['en', 'ar'],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      maxRetries: 0,
      backend: { loadPath: loadPathFor, request: retryingRequest },
      react: { useSuspense: false },
    });
  return instance;
}

export const i18n = createI18n();
