import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';

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

/** Charts measure their box: jsdom has no ResizeObserver, so a silent one stands in. */
export function stubResizeObserver(): void {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}

/**
 * jsdom lays nothing out: ProseMirror asks ranges for their boxes when it scrolls the selection
 * into view. Empty boxes stand in.
 */
export function stubRangeBoxes(): void {
  beforeAll(() => {
    const none = () => document.createElement('div').getClientRects();
    Range.prototype.getClientRects ??= none;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });
}

/**
 * jsdom has no media queries: `matches` answers each one (a wide screen: always true; a phone:
 * the max-width ones). Stubbed as a global; `vi.unstubAllGlobals()` takes it away.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
