export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** English is the only catalogue; Arabic keeps English strings and turns the layout RTL. */
export const languages = [
  { code: 'en', label: 'English', direction: 'ltr' },
  { code: 'ar', label: 'Arabic', direction: 'rtl' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

/** Languages that have a translation file in public/locales. */
export const SHIPPED_LANGUAGES: readonly string[] = ['en'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function storeLanguage(code: LanguageCode) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languages.find((l) => l.code === code)?.direction ?? 'ltr';
}
