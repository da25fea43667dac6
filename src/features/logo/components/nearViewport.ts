/** How far outside the viewport a lazy thumbnail starts loading. */
const NEAR_MARGIN = '200px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/**
 * Calls `show` once, when `element` comes within NEAR_MARGIN of the viewport. One observer
 * serves every thumbnail of the page: a grid of 60 would otherwise run 60 observers'
 * intersection checks on every scrolled frame. Returns a function that stops waiting.
 */
export function whenNearViewport(element: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        stop(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => stop(element);
}

function stop(element: Element): void {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
}
