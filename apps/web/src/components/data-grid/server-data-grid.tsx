import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { EmptyState } from '../empty-state.tsx';
import type { GridSelection } from './grid-selection.ts';
import type { ServerGrid } from './use-server-grid.ts';

/** What the list query answered, as far as the grid cares. */
type ListQuery<R> = {
  data?: { total: number; items?: readonly R[] };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
};

type ServerDataGridProps<R extends GridValidRowModel, F extends string> = Omit<
  DataGridProps<R>,
  | 'aria-label'
  | 'rows'
  | 'rowCount'
  | 'loading'
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'checkboxSelection'
  | 'rowSelectionModel'
  | 'onRowSelectionModelChange'
  | 'isRowSelectable'
> & {
  /** The grid's accessible name. */
  label: string;
  grid: ServerGrid<F>;
  query: ListQuery<R>;
  /** The rows to show; the query's page by default. */
  rows?: readonly R[];
  /** Shown when a page has no rows: what is missing and what to do about it. */
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  /** The title shown instead when the list could not be loaded, e.g. "Could not load products". */
  errorTitle: string;
  /** Rows can be ticked (useGridSelection); without it they cannot. */
  selection?: GridSelection<R>;
};

/**
 * A DataGrid whose paging, sorting and filtering happen on the server (every list must stay
 * fast at 100k rows), with the project's empty and error states in place of rows.
 */
export function ServerDataGrid<R extends GridValidRowModel, F extends string>({
  label,
  grid,
  query,
  rows = query.data?.items ?? [],
  empty,
  errorTitle,
  selection,
  slots,
  sx,
  ...rest
}: ServerDataGridProps<R, F>) {
  const { t } = useTranslation();
  const noRows = () => (
    <Box sx={{ p: 3, height: 1, display: 'grid', placeItems: 'center' }}>
      <EmptyState
        compact
        icon={empty.icon}
        title={query.isError ? errorTitle : empty.title}
        description={query.isError ? t(errorMessage(query.error)) : empty.description}
        action={query.isError ? null : empty.action}
      />
    </Box>
  );
  return (
    <DataGrid<R>
      aria-label={label}
      rows={rows}
      rowCount={query.data?.total ?? 0}
      loading={query.isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      paginationModel={grid.pagination}
      onPaginationModelChange={grid.setPagination}
      pageSizeOptions={[10, 25, 50, 100]}
      sortModel={grid.sortModel}
      onSortModelChange={grid.setSortModel}
      columnHeaderHeight={56}
      {...(selection
        ? {
            checkboxSelection: true,
            rowSelectionModel: selection.model,
            onRowSelectionModelChange: selection.setModel,
            isRowSelectable: selection.selectable
              ? ({ row }: { row: R }) => selection.selectable?.(row) ?? true
              : undefined,
          }
        : {})}
      autoHeight
      slots={{ noRowsOverlay: noRows, ...slots }}
      sx={[
        { '& .MuiDataGrid-overlayWrapper': { minHeight: 320 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    />
  );
}
