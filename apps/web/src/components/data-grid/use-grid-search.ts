import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { type ServerGridOptions, useServerGrid } from './use-server-grid.ts';

export type GridSearch = {
  /** What the box shows. */
  value: string;
  onChange: (value: string) => void;
  /** The trimmed text once typing settles: what the list request sends. */
  debounced: string;
};

/**
 * A list's search box state. The request waits for typing to settle so each keystroke does
 * not cost a server query; `onChange` runs on every keystroke (e.g. back to the first page).
 */
export function useGridSearch(onChange?: () => void, initial = ''): GridSearch {
  const [value, setValue] = useState(initial);
  const debounced = useDebouncedValue(value.trim(), 350);
  return {
    value,
    onChange: (next) => {
      setValue(next);
      onChange?.();
    },
    debounced,
  };
}

/** Server paging and sorting with a search box: a new search goes back to the first page. */
export function useSearchableGrid<F extends string>(options: ServerGridOptions<F>) {
  const grid = useServerGrid(options);
  return { grid, search: useGridSearch(grid.resetPage) };
}
