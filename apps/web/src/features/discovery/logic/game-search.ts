import { DISCOVERY_GAME_SORT_FIELDS, type DiscoveryGameListRequest } from '@app/contract';
import { type PickedTerm, readTerm, writeTerm } from './creator-search.ts';
import {
  DEFAULT_PAGE_SIZE,
  nonNegativeInt,
  readPageSize,
  readSort,
  type SortOrder,
  setAll,
  setParam,
  writeSort,
} from './url-params.ts';

export type GameSortField = (typeof DISCOVERY_GAME_SORT_FIELDS)[number];

/**
 * The Games tab's search as the address holds it, under its own names (`gq`, `gterm`,
 * `ymin`…) so switching tabs keeps both searches.
 */
export type GameSearch = {
  search: string;
  terms: PickedTerm[];
  releaseYear: { min?: number | undefined; max?: number | undefined };
  /** Null: the server's order (likeness for a search, else popularity). */
  sort: { field: GameSortField; order: SortOrder } | null;
  page: number;
  pageSize: number;
};

export const MIN_RELEASE_YEAR = 1950;
export const MAX_RELEASE_YEAR = 2100;

function readYear(value: string | null): number | undefined {
  const year = nonNegativeInt(value);
  return year !== undefined && year >= MIN_RELEASE_YEAR && year <= MAX_RELEASE_YEAR
    ? year
    : undefined;
}

export function gameSearchFrom(params: URLSearchParams): GameSearch {
  const min = readYear(params.get('ymin'));
  const max = readYear(params.get('ymax'));
  return {
    search: params.get('gq') ?? '',
    terms: params
      .getAll('gterm')
      .map(readTerm)
      .filter((t) => t !== null),
    releaseYear: {
      min,
      max: min !== undefined && max !== undefined && max < min ? undefined : max,
    },
    sort: readSort(params.get('gsort'), DISCOVERY_GAME_SORT_FIELDS),
    page: nonNegativeInt(params.get('gpage')) ?? 0,
    pageSize: readPageSize(params.get('gsize')),
  };
}

export function withGameSearch(
  params: URLSearchParams,
  change: Partial<GameSearch>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.search !== undefined) setParam(next, 'gq', change.search.trim());
  if (change.terms) setAll(next, 'gterm', change.terms.map(writeTerm));
  if (change.releaseYear) {
    setParam(next, 'ymin', change.releaseYear.min);
    setParam(next, 'ymax', change.releaseYear.max);
  }
  if (change.sort !== undefined) setParam(next, 'gsort', writeSort(change.sort));
  if (change.pageSize !== undefined)
    setParam(next, 'gsize', change.pageSize === DEFAULT_PAGE_SIZE ? null : change.pageSize);
  const narrowed =
    change.search !== undefined ||
    change.terms !== undefined ||
    change.releaseYear !== undefined ||
    change.sort !== undefined ||
    change.pageSize !== undefined;
  if (change.page !== undefined) setParam(next, 'gpage', change.page || null);
  else if (narrowed) next.delete('gpage');
  return next;
}

export function gameListRequest(state: GameSearch): DiscoveryGameListRequest {
  const search = state.search.trim();
  const { min, max } = state.releaseYear;
  const filters: NonNullable<DiscoveryGameListRequest['filters']> = {
    ...(state.terms.length ? { terms: state.terms.map(({ kind, id }) => ({ kind, id })) } : {}),
    ...(min !== undefined || max !== undefined
      ? {
          releaseYear: {
            ...(min !== undefined ? { min } : {}),
            ...(max !== undefined ? { max } : {}),
          },
        }
      : {}),
  };
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort ? { sort: state.sort } : {}),
    ...(search ? { search } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}
