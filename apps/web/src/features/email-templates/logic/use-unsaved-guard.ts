import { useCallback, useEffect, useRef, useState } from 'react';
import { type Location, useBlocker } from 'react-router';

/**
 * Whether leaving `current` for `next` would close the editor: any change of path, or of the
 * search parameters named in `keys` (the campaign tab and the template type live there).
 * Other parameters (e.g. a preview's creator) do not close it.
 */
export function leavesEditor(
  current: Pick<Location, 'pathname' | 'search'>,
  next: Pick<Location, 'pathname' | 'search'>,
  keys: readonly string[],
): boolean {
  if (current.pathname !== next.pathname) return true;
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  return keys.some((key) => a.get(key) !== b.get(key));
}

export type UnsavedGuard = {
  /** A leave is waiting for the user's answer: show the warning. */
  asking: boolean;
  /** Discard the changes and carry on with what was asked. */
  discard: () => void;
  /** Stay in the editor with the changes. */
  stay: () => void;
  /** Runs `action` now when clean, or after the user agrees to discard. */
  confirmLeave: (action: () => void) => void;
};

/**
 * SPEC 5: closing the email template editor with unsaved changes shows a warning. Covers
 * in-app navigation (campaign tabs, template types in the address, links, back button) via
 * the router's blocker, local actions via `confirmLeave`, and closing the browser tab via
 * beforeunload.
 */
export function useUnsavedGuard(dirty: boolean, keys: readonly string[]): UnsavedGuard {
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirty && leavesEditor(currentLocation, nextLocation, keysRef.current),
      [dirty],
    ),
  );
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirmLeave = useCallback(
    (action: () => void) => {
      if (dirty) setPending(() => action);
      else action();
    },
    [dirty],
  );

  return {
    asking: blocker.state === 'blocked' || pending !== null,
    discard: () => {
      if (blocker.state === 'blocked') blocker.proceed();
      if (pending) {
        const action = pending;
        setPending(null);
        action();
      }
    },
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
      setPending(null);
    },
    confirmLeave,
  };
}
