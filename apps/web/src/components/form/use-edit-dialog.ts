import { useState } from 'react';

export type EditDialog<R> = {
  open: boolean;
  /** The row being edited; null when adding a new one. */
  item: R | null;
  add: () => void;
  edit: (item: R) => void;
  close: () => void;
};

/** Which add/edit dialog a list shows: none, "add", or "edit" for one row. */
export function useEditDialog<R>(): EditDialog<R> {
  const [state, setState] = useState<{ open: boolean; item: R | null }>({
    open: false,
    item: null,
  });
  return {
    ...state,
    add: () => setState({ open: true, item: null }),
    edit: (item) => setState({ open: true, item }),
    close: () => setState({ open: false, item: null }),
  };
}
