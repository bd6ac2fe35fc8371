import { dashboardRequest, dashboardResponse } from '../dashboard.ts';
import { defineEndpoints } from '../endpoint.ts';

/** The landing page's figures: one POST, every number computed in SQL. */
export const dashboardEndpoints = defineEndpoints('dashboard', {
  get: {
    method: 'POST',
    path: '/dashboard',
    access: 'team',
    summary:
      'Dashboard for a period (7, 14, 30, 90 or 365 UTC days ending today): active campaigns; creators invited, approved and published (distinct campaign creators moved into the status, from the transition history) and keys issued, with the previous period; views, likes and comments of published posts by publish day (by month for a year); campaigns needing attention (dry key pools while creators wait, invites unanswered for 7 days); the last 10 workflow transitions',
    body: dashboardRequest,
    response: dashboardResponse,
  },
});
