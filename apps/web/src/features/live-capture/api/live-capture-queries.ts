import type {
  CreateLeadMagnetRequest,
  StatsPeriod,
  SubmissionListQuery,
  SubmissionListResponse,
  UpdateLeadMagnetRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAddressedQuery, useFetchQuery, useInvalidate } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { submissionsPollMs } from '../logic/submission-live.ts';
import {
  actOnSubmission,
  applySubmissionMapping,
  createBlocklistEntry,
  createLeadMagnet,
  deleteBlocklistEntry,
  getCaptureStats,
  getLeadMagnet,
  listBlocklist,
  listSubmissions,
  type SubmissionAction,
  type SubmissionMapping,
  type SubmissionStep,
  updateLeadMagnet,
} from './live-capture-api.ts';

export type { SubmissionAction };

export function useLeadMagnet(campaignId: number) {
  return useAddressedQuery(campaignId, queryKeys.liveCapture.leadMagnet, getLeadMagnet);
}

export function useSubmissions(campaignId: number, query: SubmissionListQuery) {
  // The lead magnet says whether the pipeline runs by itself (autovalidate) and which proof
  // its creators give.
  const settings = useLeadMagnet(campaignId).data?.leadMagnet?.settings;
  const pipeline = {
    runs: settings?.autovalidate ?? false,
    verification: settings?.verification ?? 'none',
  } as const;
  return useFetchQuery(
    queryKeys.liveCapture.submissions(campaignId, query),
    (signal) => listSubmissions(campaignId, query, signal),
    {
      placeholderData: keepPreviousData,
      // Submissions move through the pipeline on their own, or when their creator proves the
      // channel or the address: look again while one on the page may, stop when none can
      // (issue 31). New ones show when the tab is visited again.
      refetchInterval: (current: { state: { data: SubmissionListResponse | undefined } }) =>
        current.state.data ? submissionsPollMs(current.state.data, pipeline) : false,
      refetchIntervalInBackground: false,
    },
  );
}

export function useCaptureStats(campaignId: number | null, period: StatsPeriod, enabled = true) {
  return useFetchQuery(
    queryKeys.liveCapture.stats(campaignId, period),
    (signal) => getCaptureStats(campaignId, period, signal),
    { placeholderData: keepPreviousData, enabled },
  );
}

/** After a change to a campaign's capture: its lead magnet, submissions and figures. */
function useInvalidateCapture(campaignId: number) {
  return useInvalidate(
    queryKeys.liveCapture.campaign(campaignId),
    ['live-capture', 'stats'],
    // Mapping and adding change the workflow (creators, counts) and the campaign lists.
    queryKeys.campaigns.workflowAll(campaignId),
  );
}

export function useCreateLeadMagnet(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeadMagnetRequest) => createLeadMagnet(campaignId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.liveCapture.leadMagnet(campaignId), {
        leadMagnet: saved,
      });
      // Creating a lead magnet turns live capture on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['live-capture', 'stats'] });
    },
  });
}

export function useUpdateLeadMagnet(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLeadMagnetRequest }) =>
      updateLeadMagnet(campaignId, id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.liveCapture.leadMagnet(campaignId), {
        leadMagnet: saved,
      });
      void queryClient.invalidateQueries({ queryKey: ['live-capture', 'stats'] });
    },
  });
}

/** Retry, add to campaign or delete one submission; the lists and figures follow. */
export function useSubmissionAction(campaignId: number) {
  const invalidate = useInvalidateCapture(campaignId);
  return useMutation({
    mutationFn: (step: SubmissionStep) => actOnSubmission(campaignId, step),
    onSettled: invalidate,
  });
}

export function useApplyMapping(campaignId: number) {
  const invalidate = useInvalidateCapture(campaignId);
  return useMutation({
    mutationFn: (mapping: SubmissionMapping) => applySubmissionMapping(campaignId, mapping),
    onSuccess: invalidate,
  });
}

// Blocklist

export function useBlocklist(params: { search?: string; page: number; pageSize: number }) {
  return useFetchQuery(
    queryKeys.liveCapture.blocklist(params),
    (signal) => listBlocklist(params, signal),
    { placeholderData: keepPreviousData },
  );
}

export function useCreateBlocklistEntry() {
  const invalidate = useInvalidate(queryKeys.liveCapture.blocklistAll);
  return useMutation({ mutationFn: createBlocklistEntry, onSuccess: invalidate });
}

export function useDeleteBlocklistEntry() {
  const invalidate = useInvalidate(queryKeys.liveCapture.blocklistAll);
  return useMutation({ mutationFn: deleteBlocklistEntry, onSettled: invalidate });
}
