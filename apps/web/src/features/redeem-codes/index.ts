import { lazy } from 'react';

/** A campaign's Redeem Codes tab (dialogs, import checks); downloads when it first renders. */
export const RedeemCodesTab = lazy(() =>
  import('./sections/redeem-codes-tab.tsx').then((m) => ({ default: m.RedeemCodesTab })),
);
