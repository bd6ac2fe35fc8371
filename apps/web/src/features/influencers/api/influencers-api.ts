import {
  type AddChannelRequest,
  type AddToListsRequest,
  type ExportInfluencersRequest,
  type InfluencerListRequest,
  influencerEndpoints,
  type UpdateInfluencerRequest,
  workflowEndpoints,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadEndpointFile } from '../../../api/call-endpoint.ts';
import { useFetchQuery, useInvalidate, usePagedList } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { resourceCalls } from '../../../api/resource-calls.ts';

export const {
  list: listInfluencers,
  get: getInfluencer,
  create: createInfluencer,
  update: updateInfluencer,
  delete: deleteInfluencers,
} = resourceCalls(influencerEndpoints);

/** Saves influencers.xlsx (or the server's name for it); answers the name saved. */
export function exportInfluencers(body: ExportInfluencersRequest) {
  return downloadEndpointFile(influencerEndpoints.export, { body });
}

export function useExportInfluencers() {
  return useMutation({ mutationFn: exportInfluencers });
}

export function addToLists(body: AddToListsRequest) {
  return callEndpoint(influencerEndpoints.addToLists, { body });
}

/** Answers the new channel; the profile reloads to show it. */
export function addChannel(id: number, body: AddChannelRequest) {
  return callEndpoint(influencerEndpoints.addChannel, { params: { id }, body });
}

export function refreshChannel(id: number, channelId: number) {
  return callEndpoint(influencerEndpoints.refreshChannel, { params: { id, channelId } });
}

export function refreshAllChannels(id: number) {
  return callEndpoint(influencerEndpoints.refreshChannels, { params: { id } });
}

export function deleteChannels(id: number, ids: number[]) {
  return callEndpoint(influencerEndpoints.deleteChannels, { params: { id }, body: { ids } });
}

export function getInfluencerCampaigns(id: number, signal?: AbortSignal) {
  return callEndpoint(influencerEndpoints.campaigns, { params: { id }, signal });
}

export function useInfluencerList(params: InfluencerListRequest, enabled = true) {
  return usePagedList(queryKeys.influencers.list, listInfluencers, params, enabled);
}

export function useInfluencer(id: number) {
  return useFetchQuery(queryKeys.influencers.detail(id), (signal) => getInfluencer(id, signal), {
    enabled: id > 0,
  });
}

/** One campaign's transitions of this creator, newest first (with the team's reasons). */
export function useCampaignHistory(id: number, campaignId: number, enabled: boolean) {
  return useFetchQuery(
    [...queryKeys.influencers.campaigns(id), campaignId, 'history'],
    (signal) =>
      callEndpoint(workflowEndpoints.history, {
        params: { id: campaignId, influencerId: id },
        signal,
      }),
    { enabled },
  );
}

export function useInfluencerCampaigns(id: number) {
  return useFetchQuery(queryKeys.influencers.campaigns(id), (signal) =>
    getInfluencerCampaigns(id, signal),
  );
}

function useInvalidateInfluencers() {
  // List member counts change with memberships and deletions.
  return useInvalidate(queryKeys.influencers.all, queryKeys.lists.all('influencer'));
}

export function useCreateInfluencer() {
  const invalidate = useInvalidateInfluencers();
  return useMutation({ mutationFn: createInfluencer, onSuccess: invalidate });
}

export function useUpdateInfluencer() {
  const invalidate = useInvalidateInfluencers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateInfluencerRequest }) =>
      updateInfluencer(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.influencers.detail(saved.id), saved);
      return invalidate();
    },
  });
}

export function useDeleteInfluencers() {
  const invalidate = useInvalidateInfluencers();
  return useMutation({ mutationFn: deleteInfluencers, onSettled: invalidate });
}

export function useAddToLists() {
  const invalidate = useInvalidateInfluencers();
  return useMutation({ mutationFn: addToLists, onSettled: invalidate });
}

export function useAddChannel(id: number) {
  const invalidate = useInvalidateInfluencers();
  return useMutation({
    mutationFn: (body: AddChannelRequest) => addChannel(id, body),
    onSuccess: invalidate,
  });
}

export function useRefreshChannel(id: number) {
  const invalidate = useInvalidateInfluencers();
  return useMutation({
    mutationFn: (channelId: number) => refreshChannel(id, channelId),
    onSettled: invalidate,
  });
}

export function useDeleteChannels(id: number) {
  const invalidate = useInvalidateInfluencers();
  return useMutation({
    mutationFn: (ids: number[]) => deleteChannels(id, ids),
    onSettled: invalidate,
  });
}

export function useRefreshAllChannels(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshAllChannels(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
