import type {
  CampaignListRequest,
  CreateCampaignRequest,
  PostListRequest,
  StatsPeriod,
  UpdateCampaignRequest,
  WorkflowListRequest,
  WorkflowPreviewRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { pollWhilePending } from '../../../api/live-poll.ts';
import {
  useAddressedQuery,
  useFetchQuery,
  useInvalidate,
  usePagedList,
  usePagedQuery,
} from '../../../api/query-hooks.ts';
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
  return usePagedList(queryKeys.campaigns.list, listCampaigns, params, enabled);
}

export function useCampaignUsers() {
  return useFetchQuery(queryKeys.campaigns.users, listCampaignUsers, { staleTime: 5 * 60_000 });
}

export function useCampaign(id: number) {
  return useAddressedQuery(id, queryKeys.campaigns.detail, getCampaign);
}

export function useWorkflow(id: number, params: WorkflowListRequest) {
  return useFetchQuery(
    queryKeys.campaigns.workflow(id, params),
    (signal) => listWorkflow(id, params, signal),
    {
      placeholderData: keepPreviousData,
      // Invite emails leave the outbox in the background: the column follows (issue 31).
      refetchInterval: pollWhilePending(hasQueuedInvite),
    },
  );
}

export function useWorkflowStats(id: number) {
  return useFetchQuery(queryKeys.campaigns.workflowStats(id), (signal) =>
    getWorkflowStats(id, signal),
  );
}

/** The server's preview of a bulk step, asked afresh each time its dialog opens. */
export function useWorkflowPreview(id: number, body: WorkflowPreviewRequest | null) {
  const asked: WorkflowPreviewRequest = body ?? { action: 'invite', ids: [] };
  return useFetchQuery(
    queryKeys.campaigns.workflowPreview(id, asked),
    (signal) => previewWorkflowAction(id, asked, signal),
    { enabled: asked.ids.length > 0, staleTime: 0, gcTime: 0 },
  );
}

export function usePosts(id: number, params: PostListRequest) {
  return usePagedQuery(queryKeys.campaigns.posts(id, params), (signal) =>
    listPosts(id, params, signal),
  );
}

export function useCampaignStats(id: number, period: StatsPeriod) {
  return useFetchQuery(
    queryKeys.campaigns.stats(id, String(period)),
    (signal) => getCampaignStats(id, { period }, signal),
    { placeholderData: keepPreviousData },
  );
}

export function useWebhooks(id: number) {
  return useFetchQuery(queryKeys.campaigns.webhooks(id), (signal) => listWebhooks(id, signal));
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
