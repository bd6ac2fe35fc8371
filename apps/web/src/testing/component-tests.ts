import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';

/**
 * Call at the top of a component test file: i18next answers every key with itself (the
 * English source strings), and each test unmounts what it rendered.
 */
export function setUpComponentTests(): void {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: {} } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(cleanup);
}
