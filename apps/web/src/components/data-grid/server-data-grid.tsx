import Box from '@mui/material/Box';
import {
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryEmptyState } from '../query-empty-state.tsx';
import { type GridEmpty, shownEmpty } from './grid-empty.ts';
import { GridEmptyRow } from './grid-empty-row.tsx';
import {
  autoHiddenColumns,
  CHECKBOX_WIDTH,
  changedColumns,
  columnRoom,
  type ListColumn,
  pinnedColumns,
  visibilityModel,
} from './grid-fit.ts';
import type { GridSelection } from './grid-selection.ts';
import { pinnedColumnsSx } from './pinned-columns-sx.ts';
import { useElementWidth } from './use-element-width.ts';
import { useGridLocaleText } from './use-grid-locale-text.ts';
import { useScrollEdges } from './use-scroll-edges.ts';
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
  | 'columns'
  | 'columnVisibilityModel'
  | 'onColumnVisibilityModelChange'
  | 'density'
  | 'onDensityChange'
  | 'apiRef'
> & {
  /** The grid's accessible name. */
  label: string;
  grid: ServerGrid<F>;
  /** The first column stays in view while the table scrolls sideways; `priority` hides columns when short of room. */
  columns: readonly ListColumn<R>[];
  query: ListQuery<R>;
  /** The rows to show; the query's page by default. */
  rows?: readonly R[];
  /** Shown when a page has no rows: what is missing and what to do about it. */
  empty: GridEmpty;
  /** The least height of the empty and error states, in px. */
  emptyHeight?: number;
  /** The grid sits edge to edge in a card under the card's own header or tabs: no border. */
  flush?: boolean;
  /** The title shown instead when the list could not be loaded, e.g. "Could not load products". */
  errorTitle: string;
  /** Rows can be ticked (useGridSelection); without it they cannot. */
  selection?: GridSelection<R>;
};

/**
 * A DataGrid whose paging, sorting and filtering happen on the server (every list must stay
 * fast at 100k rows), with the project's empty and error states in place of rows.
 *
 * It fits its card: short of room, columns of lower priority hide first; what still does not
 * fit scrolls sideways with the first column (and the ⋮ column) sticky and a shaded edge
 * where more columns lie. The user's columns and density (grid.view) are applied.
 */
export function ServerDataGrid<R extends GridValidRowModel, F extends string>({
  label,
  grid,
  columns,
  query,
  rows = query.data?.items ?? [],
  empty,
  errorTitle,
  selection,
  emptyHeight = 320,
  flush,
  slots,
  sx,
  ...rest
}: ServerDataGridProps<R, F>) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const { view } = grid;
  const checkbox = Boolean(selection);
  const room = width === null ? null : width - (checkbox ? CHECKBOX_WIDTH : 0);
  const hidden = autoHiddenColumns(columns, room, view.columns);
  const hiddenKey = hidden.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiddenKey stands for hidden's content.
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => visibilityModel(hidden, view.columns),
    [hiddenKey, view.columns],
  );
  const gridColumns = useMemo(() => pinnedColumns(columns, checkbox), [columns, checkbox]);
  const last = columns.at(-1);
  const endWidth = last?.field === 'actions' ? columnRoom(last) : 0;
  useScrollEdges(grid.apiRef, `${hiddenKey}|${JSON.stringify(view.columns)}|${width}`);
  const noRows = () => (
    <GridEmptyRow columns={columns.length}>
      <QueryEmptyState compact query={query} errorTitle={errorTitle} {...shownEmpty(empty, t)} />
    </GridEmptyRow>
  );
  return (
    <Box ref={box}>
      <DataGrid<R>
        apiRef={grid.apiRef}
        aria-label={label}
        columns={gridColumns}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) =>
          view.setColumns(
            changedColumns(
              visibility,
              model,
              columns.map((c) => c.field),
            ),
          )
        }
        density={view.density}
        onDensityChange={view.setDensity}
        // Every column stays rendered while scrolling sideways, so the sticky ones never leave
        // (a page is at most 100 rows, all rendered anyway with autoHeight).
        disableVirtualization
        localeText={localeText}
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
          { '& .MuiDataGrid-overlayWrapper': { minHeight: emptyHeight } },
          flush ? { border: 0 } : {},
          pinnedColumnsSx(checkbox ? CHECKBOX_WIDTH : 0, endWidth),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        {...rest}
      />
    </Box>
  );
}
