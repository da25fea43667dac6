/** Items pushed during one frame, handed over together before the next paint. */
export interface FrameBatcher<T> {
  push(item: T): void;
  /** Drops what is waiting (a new request replaced the old one, or the page closed). */
  cancel(): void;
}

type Schedule = (flush: () => void) => () => void;

const nextFrame: Schedule = (flush) => {
  const id = requestAnimationFrame(flush);
  return () => cancelAnimationFrame(id);
};

/**
 * Results from a worker arrive one message at a time; rendering each on its own would
 * commit (and lay out, and decode into) the grid a dozen times in one frame.
 */
export function createFrameBatcher<T>(deliver: (items: T[]) => void, schedule: Schedule = nextFrame): FrameBatcher<T> {
  let items: T[] = [];
  let unschedule: (() => void) | null = null;
  return {
    push(item) {
      items.push(item);
      unschedule ??= schedule(() => {
        unschedule = null;
        const batch = items;
        items = [];
        deliver(batch);
      });
    },
    cancel() {
      unschedule?.();
      unschedule = null;
      items = [];
    },
  };
}
