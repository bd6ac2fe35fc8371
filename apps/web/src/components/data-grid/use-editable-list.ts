import { useState } from 'react';
import { useEditDialog } from '../form/use-edit-dialog.ts';
import type { GridSelection } from './grid-selection.ts';
import { useCommonRowActions } from './row-actions.tsx';
import type { BulkDelete } from './use-bulk-delete.ts';
import { useSearchableGrid } from './use-grid-search.ts';
import { useRowMenu } from './use-row-menu.ts';
import type { ServerGridOptions } from './use-server-grid.ts';

/**
 * The state a list screen with add, edit and delete starts from: server paging and sorting,
 * the search box (a new search goes back to the first page), the add/edit dialog, the row
 * menu and its Edit and Delete items.
 */
export function useEditableList<R, F extends string>(options: ServerGridOptions<F>) {
  return {
    ...useSearchableGrid(options),
    dialog: useEditDialog<R>(),
    menu: useRowMenu<R>(),
    common: useCommonRowActions(),
  };
}

/**
 * What narrows a server-paged list (a filter, a status tab), starting at `initial`: a change
 * goes back to the first page, which the new rows may no longer reach.
 */
export function useListFilter<V>(resetPage: () => void, initial: V) {
  const [value, setValue] = useState<V>(initial);
  const change = (next: V) => {
    setValue(next);
    resetPage();
  };
  return [value, change] as const;
}

/** A toolbar filter's value ('' is all); a change goes back to the first page. */
export function useGridFilter<V extends string | number>(resetPage: () => void) {
  return useListFilter<V | ''>(resetPage, '');
}

/** The toolbar's "Delete (n)": asks before deleting the selected rows. */
export function deleteSelected<R>(selection: GridSelection<R>, remove: BulkDelete<R>) {
  return { count: selection.selected.length, onDelete: () => remove.ask(selection.selected) };
}
