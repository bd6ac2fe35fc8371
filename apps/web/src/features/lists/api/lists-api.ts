import {
  type CreateListRequest,
  influencerEndpoints,
  type ListKind,
  type ListListRequest,
  listEndpoints,
  type MergeListsRequest,
  type UpdateListRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const KIND: ListKind = 'influencer';

export function listLists(body: ListListRequest, signal?: AbortSignal) {
  return callEndpoint(listEndpoints.list, { params: { kind: KIND }, body, signal });
}

export function createList(body: CreateListRequest) {
  return callEndpoint(listEndpoints.create, { params: { kind: KIND }, body });
}

export function updateList(id: number, body: UpdateListRequest) {
  return callEndpoint(listEndpoints.update, { params: { kind: KIND, id }, body });
}

export function deleteLists(ids: number[]) {
  return callEndpoint(listEndpoints.delete, { params: { kind: KIND }, body: { ids } });
}

/** Merging lives with the influencer paths (SPEC 7: PUT /influencer/lists/merge). */
export function mergeLists(body: MergeListsRequest) {
  return callEndpoint(influencerEndpoints.mergeLists, { body });
}

export function useLists(params: ListListRequest, enabled = true) {
  return useQuery({
    queryKey: queryKeys.lists.list(KIND, params),
    queryFn: ({ signal }) => listLists(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every list by name, for pickers (filters, add to list, merge). */
export const allListsParams: ListListRequest = {
  page: 0,
  pageSize: 100,
  sort: { field: 'name', order: 'asc' },
};

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.lists.all(KIND) }),
      // Influencers show their lists and can be filtered by one.
      queryClient.invalidateQueries({ queryKey: queryKeys.influencers.all }),
    ]);
}

export function useCreateList() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: createList, onSuccess: invalidate });
}

export function useUpdateList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateListRequest }) => updateList(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteLists() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: deleteLists, onSettled: invalidate });
}

export function useMergeLists() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: mergeLists, onSuccess: invalidate });
}
