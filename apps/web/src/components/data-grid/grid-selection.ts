import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

export const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * Whether a row is selected. The grid's "select all" answers an exclude-type model (every row
 * but `ids`), so reading `ids` alone would see nothing selected.
 */
export function isRowSelected(model: GridRowSelectionModel, id: GridRowId): boolean {
  return model.type === 'exclude' ? !model.ids.has(id) : model.ids.has(id);
}

export type GridSelection<R> = {
  /** For the grid's `rowSelectionModel` / `onRowSelectionModelChange`. */
  model: GridRowSelectionModel;
  setModel: (model: GridRowSelectionModel) => void;
  /** The rows of this page that are selected (and may be). */
  selected: R[];
  clear: () => void;
  /** Which rows may be ticked; every row when absent. */
  selectable?: ((row: R) => boolean) | undefined;
};

/**
 * The checkbox selection of a list page, read as rows. `selectable` becomes the grid's
 * `isRowSelectable` and also filters `selected`: "select all" answers an exclude-type model,
 * which names every row, even those the grid would not let you pick one by one.
 */
export function useGridSelection<R extends { id: GridRowId }>(
  rows: readonly R[] | undefined,
  selectable?: (row: R) => boolean,
): GridSelection<R> {
  const [model, setModel] = useState<GridRowSelectionModel>(emptySelection);
  const clear = useCallback(() => setModel(emptySelection), []);
  const selected = (rows ?? []).filter(
    (row) => (selectable ? selectable(row) : true) && isRowSelected(model, row.id),
  );
  return { model, setModel, selected, clear, selectable };
}
