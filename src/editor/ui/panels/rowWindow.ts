import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows mounted beyond each edge of the view, so a fling shows rows before they are measured. */
export const ROW_OVERSCAN = 8;
/** Row height assumed until a mounted row is measured (px). */
const ROW_ESTIMATE_PX = 41;

export interface RowWindow {
  /** First mounted row. */
  first: number;
  /** One past the last mounted row. */
  last: number;
}

/**
 * The rows of a list of uniform rows to mount for a scroll position: every row that meets the
 * view, plus `overscan` rows each side. A 1000-layer list would otherwise keep 1000 rows in the
 * page, and every frame of a canvas drag paid for them in pre-paint and hit testing (trace: ~0.9 s
 * of a 3 s drag).
 */
export function rowWindow(count: number, scrollTop: number, viewHeight: number, rowPx: number, overscan = ROW_OVERSCAN): RowWindow {
  if (count <= 0) return { first: 0, last: 0 };
  const row = rowPx > 0 ? rowPx : ROW_ESTIMATE_PX;
  const top = Math.max(0, scrollTop);
  const first = Math.min(count, Math.max(0, Math.floor(top / row) - overscan));
  const last = Math.min(count, Math.max(first, Math.ceil((top + Math.max(0, viewHeight)) / row) + overscan));
  return { first, last };
}

/** Scroll position that shows row `index` (unchanged when it is already in full view). */
export function scrollToShow(index: number, scrollTop: number, viewHeight: number, rowPx: number): number {
  const top = index * rowPx;
  if (top < scrollTop) return top;
  if (top + rowPx > scrollTop + viewHeight) return Math.max(0, top + rowPx - viewHeight);
  return scrollTop;
}

function showRow(scroller: RefObject<HTMLElement | null>, index: number, rowPx: number): void {
  const element = scroller.current;
  if (!element || index < 0) return;
  const next = scrollToShow(index, element.scrollTop, element.clientHeight, rowPx);
  if (next !== element.scrollTop) element.scrollTop = next;
}

/**
 * Follows a scroller's position and size and the height of its rows: `measure` is given a
 * mounted row after each render. Scroll events update at most once per animation frame.
 */
export function useRowWindow(count: number, scroller: RefObject<HTMLElement | null>) {
  const [view, setView] = useState({ top: 0, height: 0 });
  const [rowPx, setRowPx] = useState(ROW_ESTIMATE_PX);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((old) => (old.top === element.scrollTop && old.height === element.clientHeight ? old : { top: element.scrollTop, height: element.clientHeight }));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [scroller]);
  const measure = useCallback((row: HTMLElement | null) => {
    const height = row?.offsetHeight ?? 0;
    if (height > 0) setRowPx((old) => (old === height ? old : height));
  }, []);
  const reveal = useCallback((index: number) => showRow(scroller, index, rowPx), [scroller, rowPx]);
  return { ...rowWindow(count, view.top, view.height, rowPx), rowPx, measure, reveal };
}
