import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import {
  type ThreadListState,
  threadListStateFrom,
  withThreadListState,
} from './thread-list-state.ts';

/**
 * The thread list's state, kept in the address (links open the same list and thread). The
 * search box answers at once; the address, and so the request, follows once typing settles.
 */
export function useThreadListState() {
  const [params, setParams] = useSearchParams();
  const state = threadListStateFrom(params);
  const [searchText, setSearchText] = useState(state.search);
  const settled = useDebouncedValue(searchText.trim(), 350);

  const change = useCallback(
    (next: Partial<ThreadListState>) =>
      setParams((current) => withThreadListState(current, next), { replace: true }),
    [setParams],
  );

  useEffect(() => {
    if (settled !== state.search) change({ search: settled });
  }, [settled, state.search, change]);

  // Opening a thread is a step the back button undoes (on phones it leaves the thread view).
  const openThread = useCallback(
    (threadId: number | null) => setParams((current) => withThreadListState(current, { threadId })),
    [setParams],
  );

  return { state, change, openThread, searchText, setSearchText };
}
