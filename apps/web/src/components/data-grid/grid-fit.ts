import {
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
  gridClasses,
} from '@mui/x-data-grid';

/**
 * Which column steps aside first when the table is short of room: the highest number first,
 * down to 2; 1 (the default) always shows. The user's own choice in "Display" beats it.
 */
export type ColumnPriority = 1 | 2 | 3 | 4 | 5;

/** A list column: MUI's column definition plus its priority. */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & { priority?: ColumnPriority };

/** The data grid's own defaults for a column without width or minWidth. */
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;
export const CHECKBOX_WIDTH = GRID_CHECKBOX_SELECTION_COL_DEF.width ?? 50;

/** The room a column needs: its width, or for a flexible one its minimum. */
export function columnRoom(column: Pick<GridColDef, 'flex' | 'width' | 'minWidth'>): number {
  return column.flex ? (column.minWidth ?? DEFAULT_MIN_WIDTH) : (column.width ?? DEFAULT_WIDTH);
}

/**
 * The columns to hide so the rest fit `room` pixels: the highest priority number first, the
 * later column first among equals, never a priority-1 column nor one the user chose. A column
 * the user chose to show comes on top of what fits (the table then scrolls sideways) rather
 * than pushing others out; one they chose to hide leaves its room to the others. `room` null
 * (not measured yet) hides nothing.
 */
export function autoHiddenColumns(
  columns: readonly Pick<
    ListColumn<GridValidRowModel>,
    'field' | 'flex' | 'width' | 'minWidth' | 'priority'
  >[],
  room: number | null,
  chosen: Readonly<Record<string, boolean>>,
): string[] {
  if (room === null) return [];
  let total = columns
    .filter((c) => chosen[c.field] === undefined)
    .reduce((sum, c) => sum + columnRoom(c), 0);
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => (column.priority ?? 1) > 1 && chosen[column.field] === undefined)
    .sort((a, b) => (b.column.priority ?? 1) - (a.column.priority ?? 1) || b.index - a.index);
  const hidden: string[] = [];
  for (const { column } of candidates) {
    if (total <= room) break;
    hidden.push(column.field);
    total -= columnRoom(column);
  }
  return hidden;
}

/** What the grid shows: auto-hidden columns off, then the user's choices on top. */
export function visibilityModel(
  hidden: readonly string[],
  chosen: Readonly<Record<string, boolean>>,
): GridColumnVisibilityModel {
  return { ...Object.fromEntries(hidden.map((field) => [field, false])), ...chosen };
}

/**
 * The user's changes in a visibility model the grid proposes (its column menu's "Hide
 * column", "Manage columns"), against what it showed.
 */
export function changedColumns(
  shown: GridColumnVisibilityModel,
  proposed: GridColumnVisibilityModel,
  fields: readonly string[],
): Record<string, boolean> {
  const changes: Record<string, boolean> = {};
  for (const field of fields) {
    const next = proposed[field] ?? true;
    if ((shown[field] ?? true) !== next) changes[field] = next;
  }
  return changes;
}

/** Marks the sticky columns: a class MUI styles as pinned, and one for the edge's shadow. */
export const PIN_EDGE_CLASS = 'grid-pin-edge';
const pinStart = `${gridClasses['cell--pinnedLeft']}`;
const pinStartHeader = `${gridClasses['columnHeader--pinnedLeft']}`;
const pinEnd = `${gridClasses['cell--pinnedRight']}`;
const pinEndHeader = `${gridClasses['columnHeader--pinnedRight']}`;

function withClass<R extends GridValidRowModel>(
  column: GridColDef<R>,
  cell: string,
  header: string,
): GridColDef<R> {
  const join = (a: unknown, b: string) => (typeof a === 'string' && a ? `${a} ${b}` : b);
  return {
    ...column,
    cellClassName: (params) =>
      join(
        typeof column.cellClassName === 'function'
          ? column.cellClassName(params)
          : column.cellClassName,
        cell,
      ),
    headerClassName: (params) =>
      join(
        typeof column.headerClassName === 'function'
          ? column.headerClassName(params)
          : column.headerClassName,
        header,
      ),
  };
}

/**
 * The columns as the grid gets them: the first (the row's name, with the checkbox before it
 * when rows can be ticked) stays in view while the table scrolls sideways and cannot be
 * hidden; a last `actions` column (the ⋮ menu) stays at the far end. The data grid's
 * column pinning is a Pro feature, so this is CSS (`position: sticky`, see pinnedColumnsSx).
 */
export function pinnedColumns<R extends GridValidRowModel>(
  columns: readonly ListColumn<R>[],
  checkbox: boolean,
): GridColDef<R>[] {
  const out: GridColDef<R>[] = columns.map(({ priority: _priority, ...column }) => column);
  const first = out[0];
  if (first) {
    out[0] = {
      ...withClass(first, `${pinStart} ${PIN_EDGE_CLASS}`, `${pinStartHeader} ${PIN_EDGE_CLASS}`),
      hideable: false,
    };
  }
  const last = out.at(-1);
  if (last && out.length > 1 && last.field === 'actions') {
    out[out.length - 1] = { ...withClass(last, pinEnd, pinEndHeader), hideable: false };
  }
  if (checkbox) {
    out.unshift(
      withClass(GRID_CHECKBOX_SELECTION_COL_DEF as GridColDef<R>, pinStart, pinStartHeader),
    );
  }
  return out;
}
