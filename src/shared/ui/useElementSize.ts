import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * CSS size of an element (clientWidth × clientHeight), following resizes. Read in a layout
 * effect, so the first paint already uses it (a grid lays out its columns once, a canvas is
 * sized before it shows).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setSize((old) => (old.width === element.clientWidth && old.height === element.clientHeight ? old : { width: element.clientWidth, height: element.clientHeight }));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
