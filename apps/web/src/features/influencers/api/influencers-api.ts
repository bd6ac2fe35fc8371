import {
  type AddChannelRequest,
  type AddToListsRequest,
  addToListsResponse,
  type CreateInfluencerRequest,
  channel,
  deleteChannelsResponse,
  deleteInfluencersResponse,
  type ExportInfluencersRequest,
  INFLUENCER_EXPORT_FILE,
  INFLUENCER_EXPORT_PATH,
  type InfluencerListRequest,
  influencerCampaignsResponse,
  influencerDetail,
  influencerListResponse,
  refreshChannelsResponse,
  type UpdateInfluencerRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../api/download.ts';
import { http } from '../../../api/http.ts';
import { parseResponse } from '../../../api/parse-response.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export async function listInfluencers(params: InfluencerListRequest, signal?: AbortSignal) {
  return parseResponse(
    influencerListResponse,
    await http.post<unknown>('influencer/list', params, { signal }),
  );
}

export async function getInfluencer(id: number, signal?: AbortSignal) {
  return parseResponse(influencerDetail, await http.get<unknown>(`influencer/${id}`, { signal }));
}

export async function createInfluencer(body: CreateInfluencerRequest) {
  return parseResponse(influencerDetail, await http.post<unknown>('influencer', body));
}

export async function updateInfluencer(id: number, body: UpdateInfluencerRequest) {
  return parseResponse(influencerDetail, await http.put<unknown>(`influencer/${id}`, body));
}

export async function deleteInfluencers(ids: number[]) {
  return parseResponse(
    deleteInfluencersResponse,
    await http.post<unknown>('influencer/delete', { ids }),
  );
}

/** Saves influencers.xlsx (or the server's name for it); answers the name saved. */
export function exportInfluencers(body: ExportInfluencersRequest) {
  return downloadFile(http, INFLUENCER_EXPORT_PATH, INFLUENCER_EXPORT_FILE, { body });
}

export function useExportInfluencers() {
  return useMutation({ mutationFn: exportInfluencers });
}

export async function addToLists(body: AddToListsRequest) {
  return parseResponse(addToListsResponse, await http.post<unknown>('influencer/lists', body));
}

export async function addChannel(id: number, body: AddChannelRequest) {
  return parseResponse(
    influencerDetail,
    await http.post<unknown>(`influencer/${id}/channel`, body),
  );
}

export async function refreshChannel(id: number, channelId: number) {
  return parseResponse(
    channel,
    await http.post<unknown>(`influencer/${id}/channel/${channelId}/stats`),
  );
}

export async function refreshAllChannels(id: number) {
  return parseResponse(
    refreshChannelsResponse,
    await http.get<unknown>(`influencer/${id}/channel/update`),
  );
}

export async function deleteChannels(id: number, ids: number[]) {
  return parseResponse(
    deleteChannelsResponse,
    await http.post<unknown>(`influencer/${id}/channel/delete`, { ids }),
  );
}

export async function getInfluencerCampaigns(id: number, signal?: AbortSignal) {
  return parseResponse(
    influencerCampaignsResponse,
    await http.get<unknown>(`influencer/${id}/campaigns`, { signal }),
  );
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddChannelRequest) => addChannel(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.influencers.detail(id), saved);
      return invalidate();
    },
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
