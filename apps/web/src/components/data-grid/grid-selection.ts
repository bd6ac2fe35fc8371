import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * Whether a row is selected. The grid's "select all" answers an exclude-type model (every row
 * but `ids`), so reading `ids` alone would see nothing selected.
 */
export function isRowSelected(model: GridRowSelectionModel, id: GridRowId): boolean {
  return model.type === 'exclude' ? !model.ids.has(id) : model.ids.has(id);
}
