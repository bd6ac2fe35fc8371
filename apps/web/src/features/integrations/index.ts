import { lazy } from 'react';

/** The Integrations settings tab (Admins); downloads when it first renders. */
export const IntegrationsTab = lazy(() =>
  import('./sections/integrations-tab.tsx').then((m) => ({ default: m.IntegrationsTab })),
);
