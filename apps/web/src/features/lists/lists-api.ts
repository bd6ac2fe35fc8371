import {
  type CreateListRequest,
  deleteListsResponse,
  type ListKind,
  type ListListRequest,
  listItem,
  listListResponse,
  type MergeListsRequest,
  mergeListsResponse,
  type UpdateListRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';

const KIND: ListKind = 'influencer';

export async function listLists(params: ListListRequest, signal?: AbortSignal) {
  return parseResponse(
    listListResponse,
    await http.post<unknown>(`list/${KIND}/list`, params, { signal }),
  );
}

export async function createList(body: CreateListRequest) {
  return parseResponse(listItem, await http.post<unknown>(`list/${KIND}`, body));
}

export async function updateList(id: number, body: UpdateListRequest) {
  return parseResponse(listItem, await http.put<unknown>(`list/${KIND}/${id}`, body));
}

export async function deleteLists(ids: number[]) {
  return parseResponse(
    deleteListsResponse,
    await http.post<unknown>(`list/${KIND}/delete`, { ids }),
  );
}

export async function mergeLists(body: MergeListsRequest) {
  return parseResponse(mergeListsResponse, await http.put<unknown>('influencer/lists/merge', body));
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
