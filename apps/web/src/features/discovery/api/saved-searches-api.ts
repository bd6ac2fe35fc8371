import { type CreateTableViewRequest, type TableViewKind, tableViewEndpoints } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { discoveryKeys } from './discovery-keys.ts';

/** The two tables of /discovery whose searches can be saved (table views of their kind). */
export type SavedSearchKind = Extract<TableViewKind, 'discoveryCreator' | 'discoveryGame'>;

export function useSavedSearches(kind: SavedSearchKind) {
  return useQuery({
    queryKey: discoveryKeys.savedSearches(kind),
    queryFn: ({ signal }) =>
      callEndpoint(tableViewEndpoints.list, {
        params: { kind },
        body: { page: 0, pageSize: 100, sort: { field: 'name', order: 'asc' } },
        signal,
      }),
  });
}

export function useSaveSearch(kind: SavedSearchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTableViewRequest) =>
      callEndpoint(tableViewEndpoints.create, { params: { kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.savedSearches(kind) }),
  });
}

export function useDeleteSavedSearch(kind: SavedSearchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(tableViewEndpoints.delete, { params: { kind }, body: { ids: [id] } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.savedSearches(kind) }),
  });
}
