import { lazy } from 'react';

/** The Manager Emails settings tab; downloads when it first renders. */
export const ManagerEmailsTab = lazy(() =>
  import('./sections/manager-emails-tab.tsx').then((m) => ({ default: m.ManagerEmailsTab })),
);
