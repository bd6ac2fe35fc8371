import { type GridApi, gridClasses } from '@mui/x-data-grid';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Marks the grid's root while it scrolls sideways: `data-scrolled` once it has left its
 * start (the sticky first column casts a shadow), `data-more` while columns lie beyond its
 * end (that edge shades). Attributes, not state: scrolling re-renders nothing. `layout`
 * stands for what changes the table's width (its columns, its density).
 */
export function useScrollEdges(apiRef: RefObject<GridApi | null>, layout: unknown) {
  const check = useRef<() => void>(() => {});
  useEffect(() => {
    const api = apiRef.current;
    const root = api?.rootElementRef?.current;
    if (!api || !root) return;
    const update = () => {
      const scroller = root.querySelector<HTMLElement>(`.${gridClasses.virtualScroller}`);
      const max = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
      // Right to left, scrollLeft runs from 0 to negative values.
      const scrolled = scroller ? Math.abs(scroller.scrollLeft) : 0;
      root.toggleAttribute('data-scrolled', max > 1 && scrolled > 1);
      root.toggleAttribute('data-more', max > 1 && scrolled < max - 1);
    };
    check.current = update;
    update();
    // Scroll events do not bubble; the capture phase still sees the scroller's.
    root.addEventListener('scroll', update, { capture: true, passive: true });
    const stops = (
      [
        'virtualScrollerContentSizeChange',
        'viewportInnerSizeChange',
        'columnVisibilityModelChange',
      ] as const
    ).map((event) => api.subscribeEvent(event, update));
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(root);
    return () => {
      root.removeEventListener('scroll', update, { capture: true });
      for (const stop of stops) stop();
      observer?.disconnect();
      check.current = () => {};
    };
  }, [apiRef]);
  // Columns shown or hidden, density: check again once the grid has laid them out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` is what changed.
  useEffect(() => {
    const frame = requestAnimationFrame(() => check.current());
    return () => cancelAnimationFrame(frame);
  }, [layout]);
}
