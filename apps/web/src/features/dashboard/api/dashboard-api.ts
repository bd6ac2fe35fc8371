import { dashboardEndpoints, type StatsPeriod } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { dashboardRequestFor } from '../logic/dashboard-period.ts';

export function getDashboard(period: StatsPeriod, signal?: AbortSignal) {
  return callEndpoint(dashboardEndpoints.get, { body: dashboardRequestFor(period), signal });
}

/** The figures for a period; while another period loads, the last one stays on screen. */
export function useDashboard(period: StatsPeriod) {
  return useQuery({
    queryKey: queryKeys.dashboard(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    placeholderData: keepPreviousData,
    // The figures move with everyone's work: refresh on return to the tab, at most each 30 s.
    staleTime: 30_000,
  });
}
