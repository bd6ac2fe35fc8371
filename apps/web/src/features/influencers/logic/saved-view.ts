import type { CreateTableViewRequest, TableView } from '@app/contract';
import { type ColumnVisibility, visibilityFromColumns, visibleColumns } from './columns.ts';
import {
  filtersFromRecord,
  type InfluencerQuery,
  isSortField,
  normalizeFilters,
  sameQuery,
} from './list-query.ts';

/** Everything a saved view restores: filters, search, sort and the visible columns. */
export type GridViewState = { query: InfluencerQuery; columns: ColumnVisibility };

/** Applies a saved view. Filters, sort fields and columns the grid no longer knows are dropped. */
export function stateFromView(
  view: Pick<TableView, 'filters' | 'search' | 'sort' | 'columns'>,
): GridViewState {
  const sort =
    view.sort && isSortField(view.sort.field)
      ? { field: view.sort.field, order: view.sort.order }
      : null;
  return {
    query: { filters: filtersFromRecord(view.filters), search: view.search ?? '', sort },
    columns: visibilityFromColumns(view.columns),
  };
}

/** The body that saves the current grid as a view (POST) or over one (PUT). */
export function viewBody(name: string, state: GridViewState): CreateTableViewRequest {
  const search = state.query.search.trim();
  return {
    name: name.trim(),
    filters: normalizeFilters(state.query.filters),
    search: search ? search : null,
    columns: visibleColumns(state.columns),
    sort: state.query.sort ? { ...state.query.sort } : null,
  };
}

/** True when the grid no longer shows what the view saved. */
export function isViewModified(view: TableView, state: GridViewState): boolean {
  const saved = stateFromView(view);
  if (!sameQuery(saved.query, state.query)) return true;
  return visibleColumns(saved.columns).join() !== visibleColumns(state.columns).join();
}

const VIEW_PARAM = 'view';

/** ?view=12 -> 12; anything else -> null. */
export function viewIdFromParams(params: URLSearchParams): number | null {
  const raw = params.get(VIEW_PARAM);
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function withViewId(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, String(id));
  return next;
}
