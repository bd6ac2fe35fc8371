import {
  type AddChannelRequest,
  type AddToListsRequest,
  type CreateInfluencerRequest,
  type ExportInfluencersRequest,
  type InfluencerListRequest,
  influencerEndpoints,
  type UpdateInfluencerRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadEndpointFile } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function listInfluencers(body: InfluencerListRequest, signal?: AbortSignal) {
  return callEndpoint(influencerEndpoints.list, { body, signal });
}

export function getInfluencer(id: number, signal?: AbortSignal) {
  return callEndpoint(influencerEndpoints.get, { params: { id }, signal });
}

export function createInfluencer(body: CreateInfluencerRequest) {
  return callEndpoint(influencerEndpoints.create, { body });
}

export function updateInfluencer(id: number, body: UpdateInfluencerRequest) {
  return callEndpoint(influencerEndpoints.update, { params: { id }, body });
}

export function deleteInfluencers(ids: number[]) {
  return callEndpoint(influencerEndpoints.delete, { body: { ids } });
}

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
  return useQuery({
    queryKey: queryKeys.influencers.list(params),
    queryFn: ({ signal }) => listInfluencers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInfluencer(id: number) {
  return useQuery({
    queryKey: queryKeys.influencers.detail(id),
    queryFn: ({ signal }) => getInfluencer(id, signal),
    enabled: id > 0,
  });
}

export function useInfluencerCampaigns(id: number) {
  return useQuery({
    queryKey: queryKeys.influencers.campaigns(id),
    queryFn: ({ signal }) => getInfluencerCampaigns(id, signal),
  });
}

function useInvalidateInfluencers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.influencers.all }),
      // List member counts change with memberships and deletions.
      queryClient.invalidateQueries({ queryKey: queryKeys.lists.all('influencer') }),
    ]);
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
