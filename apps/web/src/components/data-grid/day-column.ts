import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDay } from '../../format/format.ts';

/** A column of dates read as "Mar 4, 2026" ("—" when there is none). */
export function dayColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  width: number,
): GridColDef<R> {
  return { field, headerName, width, valueFormatter: (value: string | null) => formatDay(value) };
}
