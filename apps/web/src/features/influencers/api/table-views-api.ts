import {
  type CreateTableViewRequest,
  type ListKind,
  tableViewEndpoints,
  type UpdateTableViewRequest,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const KIND: ListKind = 'influencer';

export function listTableViews(signal?: AbortSignal) {
  return callEndpoint(tableViewEndpoints.list, {
    params: { kind: KIND },
    body: { page: 0, pageSize: 100, sort: { field: 'name', order: 'asc' } },
    signal,
  });
}

export function createTableView(body: CreateTableViewRequest) {
  return callEndpoint(tableViewEndpoints.create, { params: { kind: KIND }, body });
}

export function updateTableView(id: number, body: UpdateTableViewRequest) {
  return callEndpoint(tableViewEndpoints.update, { params: { kind: KIND, id }, body });
}

export function deleteTableViews(ids: number[]) {
  return callEndpoint(tableViewEndpoints.delete, { params: { kind: KIND }, body: { ids } });
}

export function useTableViews() {
  return useQuery({
    queryKey: queryKeys.tableViews.all(KIND),
    queryFn: ({ signal }) => listTableViews(signal),
  });
}

function useInvalidateViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.tableViews.all(KIND) });
}

export function useCreateTableView() {
  const invalidate = useInvalidateViews();
  return useMutation({ mutationFn: createTableView, onSuccess: invalidate });
}

export function useUpdateTableView() {
  const invalidate = useInvalidateViews();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTableViewRequest }) =>
      updateTableView(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteTableViews() {
  const invalidate = useInvalidateViews();
  return useMutation({ mutationFn: deleteTableViews, onSettled: invalidate });
}
