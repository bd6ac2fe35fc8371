import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../api/session/session.ts';
import {
  defaultGridViewPrefs,
  type GridDensity,
  type GridViewPrefs,
  readGridViewPrefs,
  writeGridViewPrefs,
} from './grid-view-prefs.ts';

export type GridView = GridViewPrefs & {
  /** Show or hide columns by choice (the table's defaults and the room there is no longer decide them). */
  setColumns: (changes: Record<string, boolean>) => void;
  setDensity: (density: GridDensity) => void;
  /** Back to the table's own columns and the standard density. */
  reset: () => void;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A table's columns and density as the signed-in user left them, kept in this browser per
 * user and table (`table` names the list, e.g. 'campaign-creators').
 */
export function useGridView(table: string): GridView {
  const sub = useSession().claims?.sub;
  const userId = sub === undefined ? null : String(sub);
  const read = useCallback(() => {
    const store = storage();
    return store && userId !== null
      ? readGridViewPrefs(store, userId, table)
      : defaultGridViewPrefs;
  }, [userId, table]);
  const [state, setState] = useState<{ owner: string; prefs: GridViewPrefs }>(() => ({
    owner: `${userId}:${table}`,
    prefs: read(),
  }));
  // Another user signing in on this tab (or another table) reads their own choice.
  const owner = `${userId}:${table}`;
  const prefs = state.owner === owner ? state.prefs : read();
  useEffect(() => {
    if (state.owner !== owner) setState({ owner, prefs: read() });
  }, [owner, state.owner, read]);

  const update = useCallback(
    (change: (prev: GridViewPrefs) => GridViewPrefs) => {
      const next = change(prefs);
      setState({ owner, prefs: next });
      const store = storage();
      if (store && userId !== null) writeGridViewPrefs(store, userId, table, next);
    },
    [prefs, owner, userId, table],
  );
  const setColumns = useCallback(
    (changes: Record<string, boolean>) =>
      update((prev) => ({ ...prev, columns: { ...prev.columns, ...changes } })),
    [update],
  );
  const setDensity = useCallback(
    (density: GridDensity) => update((prev) => ({ ...prev, density })),
    [update],
  );
  const reset = useCallback(() => update(() => defaultGridViewPrefs), [update]);
  return { ...prefs, setColumns, setDensity, reset };
}
