import { lazy } from 'react';

// What other features may use of lists: the lists themselves, and the settings tab.
export { allListsParams, useCreateList, useLists } from './api/lists-api.ts';

/** The Lists settings tab; its code (and the data grid) downloads when it first renders. */
export const ListsTab = lazy(() =>
  import('./sections/lists-tab.tsx').then((m) => ({ default: m.ListsTab })),
);
