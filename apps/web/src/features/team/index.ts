import { lazy } from 'react';

/** The Team settings tab; its code (and the data grid) downloads when it first renders. */
export const TeamTab = lazy(() =>
  import('./sections/team-tab.tsx').then((m) => ({ default: m.TeamTab })),
);
