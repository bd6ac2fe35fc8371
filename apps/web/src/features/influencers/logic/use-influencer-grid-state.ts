import type { TableView } from '@app/contract';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ColumnVisibility, defaultColumnVisibility } from './columns.ts';
import { emptyQuery, type InfluencerQuery } from './list-query.ts';
import { type GridViewState, stateFromView, viewIdFromParams, withViewId } from './saved-view.ts';

const LAST_VIEW_KEY = 'influencers.lastView';

function readLastView(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_VIEW_KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

function writeLastView(id: number | null) {
  try {
    if (id === null) window.localStorage.removeItem(LAST_VIEW_KEY);
    else window.localStorage.setItem(LAST_VIEW_KEY, String(id));
  } catch {
    // Storage may be unavailable (private mode): the address still carries the view.
  }
}

export const initialGridState: GridViewState = {
  query: emptyQuery,
  columns: defaultColumnVisibility,
};

/**
 * The influencer grid's state: query (filters, search, sort), visible columns and page, plus
 * the saved view chosen in the address (?view=12). Opening /influencers without a view goes
 * back to the last view chosen on this browser; ?list=7 opens it filtered to one list.
 */
export function useInfluencerGridState(views: TableView[] | undefined) {
  const [params, setParams] = useSearchParams();
  const viewId = viewIdFromParams(params);
  // ?list=7 (from a list's link) opens the grid filtered to that list's members.
  const [listFromLink] = useState(() => {
    const raw = params.get('list');
    return raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  });
  const [state, setState] = useState<GridViewState>(() =>
    listFromLink === null
      ? initialGridState
      : { ...initialGridState, query: { ...emptyQuery, filters: { listId: listFromLink } } },
  );
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [appliedViewId, setAppliedViewId] = useState<number | null>(null);
  /** The view the user just chose, until the address shows it; undefined: follow the address. */
  const requested = useRef<number | null | undefined>(undefined);
  const [restoring, setRestoring] = useState(
    () => viewId === null && listFromLink === null && readLastView() !== null,
  );

  useEffect(() => {
    if (listFromLink === null) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('list');
        return next;
      },
      { replace: true },
    );
  }, [listFromLink, setParams]);

  // Once per visit: /influencers with no view reopens the last chosen one.
  useEffect(() => {
    if (!restoring) return;
    const last = readLastView();
    if (last !== null) setParams((p) => withViewId(p, last), { replace: true });
    setRestoring(false);
  }, [restoring, setParams]);

  // Apply the view named in the address once the views have loaded.
  useEffect(() => {
    // A choice made here waits for the address to catch up (setParams is not synchronous),
    // so the old ?view= is not applied again in between.
    if (requested.current !== undefined) {
      if (requested.current !== viewId) return;
      requested.current = undefined;
    }
    if (viewId === null) {
      setAppliedViewId(null);
      return;
    }
    if (!views || appliedViewId === viewId) return;
    const view = views.find((v) => v.id === viewId);
    if (!view) {
      // Deleted or someone else's view: fall back to all creators.
      writeLastView(null);
      setParams((p) => withViewId(p, null), { replace: true });
      return;
    }
    setState(stateFromView(view));
    setPagination((m) => ({ ...m, page: 0 }));
    setAppliedViewId(viewId);
    writeLastView(viewId);
  }, [viewId, views, appliedViewId, setParams]);

  const chooseView = useCallback(
    (id: number | null) => {
      requested.current = id;
      if (id === null) {
        writeLastView(null);
        setState(initialGridState);
        setPagination((m) => ({ ...m, page: 0 }));
        setAppliedViewId(null);
      } else {
        // Re-applies even when the same view is chosen again (drops unsaved changes).
        setAppliedViewId(null);
      }
      setParams((p) => withViewId(p, id));
    },
    [setParams],
  );

  /** After saving a new view: it is now the active one, already applied. */
  const adoptView = useCallback(
    (id: number) => {
      requested.current = id;
      writeLastView(id);
      setAppliedViewId(id);
      setParams((p) => withViewId(p, id));
    },
    [setParams],
  );

  const setQuery = useCallback((patch: Partial<InfluencerQuery>) => {
    setState((s) => ({ ...s, query: { ...s.query, ...patch } }));
    setPagination((m) => ({ ...m, page: 0 }));
  }, []);

  const setColumns = useCallback((columns: ColumnVisibility) => {
    setState((s) => ({ ...s, columns }));
  }, []);

  /** The list waits until the view in the address is applied, so it never flashes all rows. */
  const ready = !restoring && (viewId === null || appliedViewId === viewId);

  return {
    state,
    viewId,
    ready,
    pagination,
    setPagination,
    setQuery,
    setColumns,
    chooseView,
    adoptView,
  };
}
