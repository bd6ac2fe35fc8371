import { type ListKind, tableViewEndpoints, type UpdateTableViewRequest } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useInvalidate } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { resourceCalls } from '../../../api/resource-calls.ts';

const KIND: ListKind = 'influencer';

export function listTableViews(signal?: AbortSignal) {
  return callEndpoint(tableViewEndpoints.list, {
    params: { kind: KIND },
    body: { page: 0, pageSize: 100, sort: { field: 'name', order: 'asc' } },
    signal,
  });
}

export const {
  create: createTableView,
  update: updateTableView,
  delete: deleteTableViews,
} = resourceCalls(tableViewEndpoints, { kind: KIND });

export function useTableViews() {
  return useQuery({
    queryKey: queryKeys.tableViews.all(KIND),
    queryFn: ({ signal }) => listTableViews(signal),
  });
}

export function useCreateTableView() {
  const invalidate = useInvalidate(queryKeys.tableViews.all(KIND));
  return useMutation({ mutationFn: createTableView, onSuccess: invalidate });
}

export function useUpdateTableView() {
  const invalidate = useInvalidate(queryKeys.tableViews.all(KIND));
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTableViewRequest }) =>
      updateTableView(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteTableViews() {
  const invalidate = useInvalidate(queryKeys.tableViews.all(KIND));
  return useMutation({ mutationFn: deleteTableViews, onSettled: invalidate });
}
