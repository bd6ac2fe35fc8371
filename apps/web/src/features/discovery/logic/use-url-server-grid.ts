import { type GridPaginationModel, type GridSortModel, useGridApiRef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useGridView } from '../../../components/data-grid/use-grid-view.ts';
import type { ServerGrid } from '../../../components/data-grid/use-server-grid.ts';
import type { SortOrder } from './url-params.ts';

type Paged<F extends string> = {
  page: number;
  pageSize: number;
  sort: { field: F; order: SortOrder } | null;
};

/**
 * The shared grid shell's state (ServerGrid) kept in the address instead of React state:
 * useServerGrid holds page and sort in memory, and /discovery's links and Back need them.
 */
export function useUrlServerGrid<F extends string>({
  table,
  sortFields,
  state,
  onChange,
}: {
  table: string;
  sortFields: readonly F[];
  state: Paged<F>;
  onChange: (change: Partial<Paged<F>>) => void;
}): ServerGrid<F> {
  const view = useGridView(table);
  const apiRef = useGridApiRef();
  const { page, pageSize, sort } = state;
  return useMemo<ServerGrid<F>>(() => {
    const sortModel: GridSortModel = sort ? [{ field: sort.field, sort: sort.order }] : [];
    return {
      pagination: { page, pageSize },
      setPagination: (model: GridPaginationModel) =>
        model.pageSize !== pageSize
          ? onChange({ pageSize: model.pageSize })
          : onChange({ page: model.page }),
      sortModel,
      setSortModel: (model: GridSortModel) => {
        const first = model[0];
        const field = sortFields.find((f) => f === first?.field);
        onChange({ sort: field ? { field, order: first?.sort === 'asc' ? 'asc' : 'desc' } : null });
      },
      resetPage: () => onChange({ page: 0 }),
      request: { page, pageSize, ...(sort ? { sort } : {}) },
      view,
      apiRef,
    };
  }, [page, pageSize, sort, sortFields, onChange, view, apiRef]);
}
