import { useState } from 'react';

export type RowMenu<R> = {
  /** The row whose ⋮ menu is open, and the button it opens from. */
  row: R | undefined;
  anchor: HTMLElement | undefined;
  open: (anchor: HTMLElement, row: R) => void;
  close: () => void;
};

/** The one row-actions menu of a list: which row it is open for, if any. */
export function useRowMenu<R>(): RowMenu<R> {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: R } | null>(null);
  return {
    row: menu?.row,
    anchor: menu?.anchor,
    open: (anchor, row) => setMenu({ anchor, row }),
    close: () => setMenu(null),
  };
}
