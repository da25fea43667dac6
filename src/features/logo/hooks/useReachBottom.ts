import { useEffect, useRef } from 'react';

/** Spec 2: the templates and one-tap pages load more within 20 px of the bottom. */
export const REACH_BOTTOM_DISTANCE = 20;

/**
 * Calls `onReach` when the sentinel element comes within `distance` px of the viewport's
 * bottom (the page's onReachBottom). The ref goes on an element after the list.
 */
export function useReachBottom<T extends Element>(onReach: () => void, options: { distance?: number; enabled?: boolean } = {}) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  const enabled = options.enabled ?? true;
  const distance = options.distance ?? REACH_BOTTOM_DISTANCE;
  useEffect(() => {
    const target = ref.current;
    if (!target || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${distance}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, distance]);
  return ref;
}
