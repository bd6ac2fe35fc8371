import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';

/** Marks every cached answer under these keys stale, at once: what a saved change made old. */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A page of rows: while the next page, sort or search loads, the grid keeps showing the rows
 * it has instead of emptying (TanStack's `keepPreviousData`).
 */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What the picked row (a drawer's, a reader's) holds; nothing is asked while none is picked. */
export function usePickedQuery<T>(
  id: number | null,
  queryKey: (id: number) => QueryKey,
  fetch: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: queryKey(id ?? 0),
    queryFn: ({ signal }) => fetch(id ?? 0, signal),
    enabled: id !== null,
  });
}
