import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** Marks every cached answer under these keys stale, at once: what a saved change made old. */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What a query may say besides its key and fetch: polling, staleness, `enabled`. */
export type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * A query whose fetch takes only the abort signal, the shape of every call in the api
 * folders: TanStack hands the signal over inside a context object, this unwraps it once.
 */
export function useFetchQuery<T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  extras: QueryExtras<T> = {},
) {
  return useQuery({ ...extras, queryKey, queryFn: ({ signal }) => fetch(signal) });
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
  return useFetchQuery(queryKey, fetch, { placeholderData: keepPreviousData, enabled });
}

/**
 * A page of a table's rows, asked with `params` (page, sort, search): `listKey` and `list` are
 * the table's key maker and list call, which both take the same params.
 */
export function usePagedList<P, T>(
  listKey: (params: P) => QueryKey,
  list: (params: P, signal?: AbortSignal) => Promise<T>,
  params: P,
  enabled = true,
) {
  return usePagedQuery(listKey(params), (signal) => list(params, signal), enabled);
}

/** What the picked row (a drawer's, a reader's) holds; nothing is asked while none is picked. */
export function usePickedQuery<T>(
  id: number | null,
  queryKey: (id: number) => QueryKey,
  fetch: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useFetchQuery(queryKey(id ?? 0), (signal) => fetch(id ?? 0, signal), {
    enabled: id !== null,
  });
}

/** Whether an id read from a page's address can name a row: a whole number above zero. */
export function isAddressedId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/**
 * The row a page's address names (`/campaigns/:id`); nothing is asked while the id read from
 * it names none (isAddressedId: not NaN, not 0).
 */
export function useAddressedQuery<T>(
  id: number,
  queryKey: (id: number) => QueryKey,
  fetch: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useFetchQuery(queryKey(id), (signal) => fetch(id, signal), {
    enabled: isAddressedId(id),
  });
}
