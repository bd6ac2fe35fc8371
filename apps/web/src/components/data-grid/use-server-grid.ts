import {
  type GridApi,
  type GridPaginationModel,
  type GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type RefObject, useCallback, useMemo, useState } from 'react';
import { type GridView, useGridView } from './use-grid-view.ts';

type SortOrder = 'asc' | 'desc';

export type ServerGridOptions<F extends string> = {
  /** Names the list for the columns and density each user keeps, e.g. 'campaign-creators'. */
  table: string;
  /** The fields the server sorts by (the contract's `...SortFields`); others are ignored. */
  sortFields: readonly F[];
  /** The grid's first sort, or none (the server's default order). */
  defaultSort?: { field: F; order: SortOrder };
  pageSize?: number;
};

export type ServerGrid<F extends string> = {
  pagination: GridPaginationModel;
  setPagination: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  /** A new sort starts again at the first page. */
  setSortModel: (model: GridSortModel) => void;
  /** Back to the first page: call it when a search or filter changes. */
  resetPage: () => void;
  /** Paging and sort as a list request carries them. */
  request: { page: number; pageSize: number; sort?: { field: F; order: SortOrder } };
  /** The columns and density the user chose for this table. */
  view: GridView;
  /** The grid's API, for the toolbar's "Display" menu (which columns there are). */
  apiRef: RefObject<GridApi | null>;
};

/**
 * The state every server-paged list keeps: page, page size and sort, as the grid shows them
 * and as the list request sends them; and the user's columns and density for it.
 */
export function useServerGrid<F extends string>({
  table,
  sortFields,
  defaultSort,
  pageSize = 25,
}: ServerGridOptions<F>): ServerGrid<F> {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSort] = useState<GridSortModel>(
    defaultSort ? [{ field: defaultSort.field, sort: defaultSort.order }] : [],
  );
  const resetPage = useCallback(() => setPagination((m) => ({ ...m, page: 0 })), []);
  const setSortModel = useCallback(
    (model: GridSortModel) => {
      setSort(model);
      resetPage();
    },
    [resetPage],
  );
  const request = useMemo<ServerGrid<F>['request']>(() => {
    const first = sortModel[0];
    const field = sortFields.find((f) => f === first?.field);
    const order: SortOrder = first?.sort === 'desc' ? 'desc' : 'asc';
    return {
      page: pagination.page,
      pageSize: pagination.pageSize,
      sort: field ? { field, order } : undefined,
    };
  }, [pagination, sortModel, sortFields]);
  const view = useGridView(table);
  const apiRef = useGridApiRef();
  return { pagination, setPagination, sortModel, setSortModel, resetPage, request, view, apiRef };
}
