import {
  type CreateTableViewRequest,
  deleteTableViewsResponse,
  type ListKind,
  tableView,
  tableViewListResponse,
  type UpdateTableViewRequest,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { parseResponse } from '../../../api/parse-response.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const KIND: ListKind = 'influencer';

export async function listTableViews(signal?: AbortSignal) {
  return parseResponse(
    tableViewListResponse,
    await http.post<unknown>(
      `table-view/${KIND}/list`,
      { page: 0, pageSize: 100, sort: { field: 'name', order: 'asc' } },
      { signal },
    ),
  );
}

export async function createTableView(body: CreateTableViewRequest) {
  return parseResponse(tableView, await http.post<unknown>(`table-view/${KIND}`, body));
}

export async function updateTableView(id: number, body: UpdateTableViewRequest) {
  return parseResponse(tableView, await http.put<unknown>(`table-view/${KIND}/${id}`, body));
}

export async function deleteTableViews(ids: number[]) {
  return parseResponse(
    deleteTableViewsResponse,
    await http.post<unknown>(`table-view/${KIND}/delete`, { ids }),
  );
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
