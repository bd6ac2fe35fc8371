import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';

type SortOrder = 'asc' | 'desc';

export type ServerGridOptions<F extends string> = {
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
};

/**
 * The state every server-paged list keeps: page, page size and sort, as the grid shows them
 * and as the list request sends them.
 */
export function useServerGrid<F extends string>({
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
  return { pagination, setPagination, sortModel, setSortModel, resetPage, request };
}
