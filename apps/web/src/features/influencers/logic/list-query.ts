import {
  type ExportInfluencersRequest,
  type InfluencerListFilters,
  type InfluencerListRequest,
  type InfluencerSortField,
  influencerListFilters,
  influencerSortFields,
} from '@app/contract';

export type InfluencerSort = { field: InfluencerSortField; order: 'asc' | 'desc' };

/** What the list asks for, apart from the page: the part a saved view keeps. */
export type InfluencerQuery = {
  filters: InfluencerListFilters;
  search: string;
  sort: InfluencerSort | null;
};

export const defaultSort: InfluencerSort = { field: 'createdAt', order: 'desc' };

export const emptyQuery: InfluencerQuery = { filters: {}, search: '', sort: defaultSort };

type FilterKey = keyof InfluencerListFilters;
const filterKeys = Object.keys(influencerListFilters) as FilterKey[];

export function isSortField(value: string): value is InfluencerSortField {
  return (influencerSortFields as readonly string[]).includes(value);
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'number' && !Number.isFinite(value);
}

/**
 * Only set filters, in a stable key order, arrays de-duplicated; a min above the max is
 * swapped (the person meant the range, not an empty result).
 */
export function normalizeFilters(filters: InfluencerListFilters): InfluencerListFilters {
  const out: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const value = filters[key];
    if (isEmptyValue(value)) continue;
    out[key] = Array.isArray(value) ? [...new Set<unknown>(value)] : value;
  }
  const result = out as InfluencerListFilters;
  const { subscribersMin: min, subscribersMax: max } = result;
  if (min !== undefined && max !== undefined && min > max) {
    result.subscribersMin = max;
    result.subscribersMax = min;
  }
  return result;
}

/** How many filter controls are set (min and max count as one "subscribers" filter). */
export function countActiveFilters(filters: InfluencerListFilters): number {
  const normalized = normalizeFilters(filters);
  let count = 0;
  for (const key of Object.keys(normalized) as FilterKey[]) {
    if (key === 'subscribersMax' && normalized.subscribersMin !== undefined) continue;
    count += 1;
  }
  return count;
}

/** The POST /influencer/list body for a query and a page. */
export function toListRequest(
  query: InfluencerQuery,
  page: number,
  pageSize: number,
): InfluencerListRequest {
  const filters = normalizeFilters(query.filters);
  const search = query.search.trim();
  return {
    page,
    pageSize,
    ...(query.sort ? { sort: { field: query.sort.field, order: query.sort.order } } : {}),
    ...(search ? { search } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

/**
 * The POST /influencer/export body: every row the query matches (no paging), or exactly the
 * selected ids, in the grid's sort either way.
 */
export function toExportRequest(
  query: InfluencerQuery,
  ids: readonly number[] = [],
): ExportInfluencersRequest {
  const { page: _page, pageSize: _pageSize, ...matching } = toListRequest(query, 0, 1);
  if (ids.length === 0) return matching;
  return { ...(matching.sort ? { sort: matching.sort } : {}), ids: [...ids] };
}

/**
 * Reads filters from an untrusted record (a saved view, an old client's view): each key is
 * checked against the contract on its own, so one stale filter never drops the others.
 */
export function filtersFromRecord(record: Record<string, unknown>): InfluencerListFilters {
  const out: Record<string, unknown> = {};
  for (const key of filterKeys) {
    if (!(key in record)) continue;
    const parsed = influencerListFilters[key].safeParse(record[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return normalizeFilters(out as InfluencerListFilters);
}

/** Order-insensitive equality of two queries (for "this view has unsaved changes"). */
export function sameQuery(a: InfluencerQuery, b: InfluencerQuery): boolean {
  const key = (q: InfluencerQuery) => {
    const filters = normalizeFilters(q.filters);
    const sorted = Object.fromEntries(
      Object.entries(filters).map(([k, v]) => [
        k,
        Array.isArray(v) ? [...v].map(String).sort() : v,
      ]),
    );
    return JSON.stringify([sorted, q.search.trim(), q.sort]);
  };
  return key(a) === key(b);
}
