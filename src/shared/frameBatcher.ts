/** Items pushed during one frame, handed over together before the next paint. */
export interface FrameBatcher<T> {
  push(item: T): void;
  /** Calls `done` once nothing is waiting (at once when nothing is). */
  whenDrained(done: () => void): void;
  /** Drops what is waiting, and what waited for it (a new request replaced the old one, or the page closed). */
  cancel(): void;
}

type Schedule = (flush: () => void) => () => void;

const nextFrame: Schedule = (flush) => {
  const id = requestAnimationFrame(flush);
  return () => cancelAnimationFrame(id);
};

export interface FrameBatcherOptions {
  schedule?: Schedule;
  /**
   * At most this many items per frame; the rest wait for the next ones. For items that cost
   * layout: a dozen name cards arriving in one network chunk laid out in one frame was a
   * long task on a low-end phone, two per frame is not.
   */
  maxPerFrame?: number;
}

/**
 * Results from a worker or a stream arrive one message at a time; rendering each on its own
 * would commit (and lay out, and decode into) the list a dozen times in one frame.
 */
export function createFrameBatcher<T>(deliver: (items: T[]) => void, { schedule = nextFrame, maxPerFrame = Infinity }: FrameBatcherOptions = {}): FrameBatcher<T> {
  let items: T[] = [];
  let drained: Array<() => void> = [];
  let unschedule: (() => void) | null = null;
  const flush = () => {
    unschedule = null;
    const batch = items.slice(0, maxPerFrame);
    items = items.slice(batch.length);
    if (items.length > 0) unschedule = schedule(flush);
    deliver(batch);
    if (items.length === 0) {
      const waiting = drained;
      drained = [];
      waiting.forEach((done) => done());
    }
  };
  return {
    push(item) {
      items.push(item);
      unschedule ??= schedule(flush);
    },
    whenDrained(done) {
      if (items.length === 0) done();
      else drained.push(done);
    },
    cancel() {
      unschedule?.();
      unschedule = null;
      items = [];
      drained = [];
    },
  };
}
