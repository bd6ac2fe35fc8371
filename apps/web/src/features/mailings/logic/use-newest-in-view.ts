import { type RefObject, useEffect } from 'react';

/** How long the page may still move under the thread (mailboxes, list, badges loading). */
const SETTLE_MS = 2000;

/**
 * Brings `ref`'s element into view once per `key` (a thread opened), no further than needed,
 * and keeps it there while the page around it settles (what loads above it pushes it down),
 * until the user scrolls, clicks or types.
 */
export function useNewestInView(ref: RefObject<HTMLElement | null>, key: number | null) {
  useEffect(() => {
    const element = ref.current;
    if (key === null || !element) return;
    // (A layout-less DOM, as in component tests, has no scrollIntoView.)
    const bring = () => element.scrollIntoView?.({ block: 'nearest' });
    bring();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bring);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      for (const type of USER_EVENTS) window.removeEventListener(type, stop, true);
      window.clearTimeout(timer);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const type of USER_EVENTS) window.addEventListener(type, stop, true);
    return stop;
  }, [ref, key]);
}

const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
