import { lazy } from 'react';

// What the campaign page and the settings page show of live capture.
export { SettingsLiveCapture } from './sections/settings-live-capture.tsx';

/** A campaign's Captures tab (the submissions table, its dialogs); downloads when it first renders. */
export const CapturesTab = lazy(() =>
  import('./sections/captures-tab.tsx').then((m) => ({ default: m.CapturesTab })),
);

/** The Blocklist settings tab; downloads when it first renders. */
export const BlocklistTab = lazy(() =>
  import('./sections/blocklist-tab.tsx').then((m) => ({ default: m.BlocklistTab })),
);
