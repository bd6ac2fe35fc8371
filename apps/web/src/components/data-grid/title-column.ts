import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** A list's first column, the row's name (a TitleCell): it takes the room the others leave. */
export function titleColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  minWidth: number,
  render: (row: R) => ReactNode,
): GridColDef<R> {
  return {
    field,
    headerName,
    flex: 1,
    minWidth,
    renderCell: ({ row }: GridRenderCellParams<R>) => render(row),
  };
}
