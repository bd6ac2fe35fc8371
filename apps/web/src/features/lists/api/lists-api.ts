import {
  influencerEndpoints,
  type ListKind,
  type ListListRequest,
  listEndpoints,
  type MergeListsRequest,
  type UpdateListRequest,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useInvalidate, usePagedQuery } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { resourceCalls } from '../../../api/resource-calls.ts';

const KIND: ListKind = 'influencer';

export const {
  list: listLists,
  create: createList,
  update: updateList,
  delete: deleteLists,
} = resourceCalls(listEndpoints, { kind: KIND });

/** Merging lives with the influencer paths (SPEC 7: PUT /influencer/lists/merge). */
export function mergeLists(body: MergeListsRequest) {
  return callEndpoint(influencerEndpoints.mergeLists, { body });
}

export function useLists(params: ListListRequest, enabled = true) {
  return usePagedQuery(
    queryKeys.lists.list(KIND, params),
    (signal) => listLists(params, signal),
    enabled,
  );
}

/** Every list by name, for pickers (filters, add to list, merge). */
export const allListsParams: ListListRequest = {
  page: 0,
  pageSize: 100,
  sort: { field: 'name', order: 'asc' },
};

function useInvalidateLists() {
  // Influencers show their lists and can be filtered by one.
  return useInvalidate(queryKeys.lists.all(KIND), queryKeys.influencers.all);
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
