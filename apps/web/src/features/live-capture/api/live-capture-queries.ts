import type {
  ApplyMappingRequest,
  CreateBlocklistEntryRequest,
  CreateLeadMagnetRequest,
  StatsPeriod,
  SubmissionListQuery,
  SubmissionListResponse,
  UpdateLeadMagnetRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { submissionsPollMs } from '../logic/submission-live.ts';
import {
  addSubmissionToCampaign,
  applySubmissionMapping,
  createBlocklistEntry,
  createLeadMagnet,
  deleteBlocklistEntry,
  deleteSubmission,
  getCaptureStats,
  getLeadMagnet,
  listBlocklist,
  listSubmissions,
  retrySubmission,
  updateLeadMagnet,
} from './live-capture-api.ts';

export function useLeadMagnet(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.liveCapture.leadMagnet(campaignId),
    queryFn: ({ signal }) => getLeadMagnet(campaignId, signal),
    enabled: Number.isInteger(campaignId) && campaignId > 0,
  });
}

export function useSubmissions(campaignId: number, query: SubmissionListQuery) {
  // The lead magnet says whether the pipeline runs by itself (autovalidate) and which proof
  // its creators give.
  const settings = useLeadMagnet(campaignId).data?.leadMagnet?.settings;
  const pipeline = {
    runs: settings?.autovalidate ?? false,
    verification: settings?.verification ?? 'none',
  } as const;
  return useQuery({
    queryKey: queryKeys.liveCapture.submissions(campaignId, query),
    queryFn: ({ signal }) => listSubmissions(campaignId, query, signal),
    placeholderData: keepPreviousData,
    // Submissions move through the pipeline on their own, or when their creator proves the
    // channel or the address: look again while one on the page may, stop when none can
    // (issue 31). New ones show when the tab is visited again.
    refetchInterval: (current: { state: { data: SubmissionListResponse | undefined } }) =>
      current.state.data ? submissionsPollMs(current.state.data, pipeline) : false,
    refetchIntervalInBackground: false,
  });
}

export function useCaptureStats(campaignId: number | null, period: StatsPeriod, enabled = true) {
  return useQuery({
    queryKey: queryKeys.liveCapture.stats(campaignId, period),
    queryFn: ({ signal }) => getCaptureStats(campaignId, period, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After a change to a campaign's capture: its lead magnet, submissions and figures. */
function useInvalidateCapture(campaignId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.liveCapture.campaign(campaignId) }),
      queryClient.invalidateQueries({ queryKey: ['live-capture', 'stats'] }),
      // Mapping and adding change the workflow (creators, counts) and the campaign lists.
      queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.workflowAll(campaignId) }),
    ]);
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

export type SubmissionAction = 'retry' | 'addToCampaign' | 'delete';

/** Retry, add to campaign or delete one submission; the lists and figures follow. */
export function useSubmissionAction(campaignId: number) {
  const invalidate = useInvalidateCapture(campaignId);
  return useMutation({
    mutationFn: ({ action, id }: { action: SubmissionAction; id: number }) => {
      if (action === 'retry') return retrySubmission(campaignId, id);
      if (action === 'addToCampaign') return addSubmissionToCampaign(campaignId, id);
      return deleteSubmission(campaignId, id);
    },
    onSettled: invalidate,
  });
}

export function useApplyMapping(campaignId: number) {
  const invalidate = useInvalidateCapture(campaignId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplyMappingRequest }) =>
      applySubmissionMapping(campaignId, id, body),
    onSuccess: invalidate,
  });
}

// Blocklist

export function useBlocklist(params: { search?: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.liveCapture.blocklist(params),
    queryFn: ({ signal }) => listBlocklist(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateBlocklistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlocklistEntryRequest) => createBlocklistEntry(body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.liveCapture.blocklistAll }),
  });
}

export function useDeleteBlocklistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBlocklistEntry(id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.liveCapture.blocklistAll }),
  });
}
