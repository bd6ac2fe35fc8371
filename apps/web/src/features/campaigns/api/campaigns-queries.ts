import type {
  CampaignListRequest,
  CreateCampaignRequest,
  PostListRequest,
  StatsPeriod,
  UpdateCampaignRequest,
  WorkflowListRequest,
  WorkflowPreviewRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pollWhilePending } from '../../../api/live-poll.ts';
import { useInvalidate, usePagedQuery } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { hasQueuedInvite } from '../logic/workflow-live.ts';
import {
  createCampaign,
  deleteCampaigns,
  getCampaign,
  getCampaignStats,
  getWorkflowStats,
  listCampaigns,
  listCampaignUsers,
  listPosts,
  listWebhooks,
  listWorkflow,
  previewWorkflowAction,
  updateCampaign,
} from './campaigns-api.ts';

export function useCampaigns(params: CampaignListRequest, enabled = true) {
  return usePagedQuery(
    queryKeys.campaigns.list(params),
    (signal) => listCampaigns(params, signal),
    enabled,
  );
}

export function useCampaignUsers() {
  return useQuery({
    queryKey: queryKeys.campaigns.users,
    queryFn: ({ signal }) => listCampaignUsers(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCampaign(id: number) {
  return useQuery({
    queryKey: queryKeys.campaigns.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useWorkflow(id: number, params: WorkflowListRequest) {
  return useQuery({
    queryKey: queryKeys.campaigns.workflow(id, params),
    queryFn: ({ signal }) => listWorkflow(id, params, signal),
    placeholderData: keepPreviousData,
    // Invite emails leave the outbox in the background: the column follows (issue 31).
    refetchInterval: pollWhilePending(hasQueuedInvite),
  });
}

export function useWorkflowStats(id: number) {
  return useQuery({
    queryKey: queryKeys.campaigns.workflowStats(id),
    queryFn: ({ signal }) => getWorkflowStats(id, signal),
  });
}

/** The server's preview of a bulk step, asked afresh each time its dialog opens. */
export function useWorkflowPreview(id: number, body: WorkflowPreviewRequest | null) {
  return useQuery({
    queryKey: queryKeys.campaigns.workflowPreview(id, body ?? { action: 'invite', ids: [] }),
    queryFn: ({ signal }) =>
      previewWorkflowAction(id, body ?? { action: 'invite', ids: [] }, signal),
    enabled: body !== null && body.ids.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePosts(id: number, params: PostListRequest) {
  return useQuery({
    queryKey: queryKeys.campaigns.posts(id, params),
    queryFn: ({ signal }) => listPosts(id, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCampaignStats(id: number, period: StatsPeriod) {
  return useQuery({
    queryKey: queryKeys.campaigns.stats(id, String(period)),
    queryFn: ({ signal }) => getCampaignStats(id, { period }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWebhooks(id: number) {
  return useQuery({
    queryKey: queryKeys.campaigns.webhooks(id),
    queryFn: ({ signal }) => listWebhooks(id, signal),
  });
}

export function useInvalidateWebhooks(campaignId: number) {
  return useInvalidate(queryKeys.campaigns.webhooks(campaignId));
}

/** After any change to a campaign's creators: rows, counts, posts, statistics, the header. */
export function useInvalidateCampaign(id: number) {
  return useInvalidate(queryKeys.campaigns.workflowAll(id), queryKeys.campaigns.detail(id), [
    'campaigns',
    'list',
  ]);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaignRequest) => createCampaign(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.users });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}

export function useUpdateCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCampaignRequest) => updateCampaign(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
      // The type names the statuses (Approved/Completed): rows and stats follow it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.workflowAll(id) });
    },
  });
}

export function useDeleteCampaigns() {
  const invalidate = useInvalidate(queryKeys.campaigns.all);
  return useMutation({ mutationFn: deleteCampaigns, onSettled: invalidate });
}
