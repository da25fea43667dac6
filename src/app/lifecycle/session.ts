/**
 * Per-page-load lifecycle state: the show counter and the callbacks waiting
 * for the next show (e.g. "check the payment when the user comes back from
 * the payment app").
 */

export interface ResumeQueue {
  /** Runs `callback` on the next show, once. */
  add(callback: () => void): void;
  /** Runs and forgets every waiting callback, in order; one throwing does not stop the rest. */
  drain(onError?: (error: unknown) => void): number;
  size(): number;
}

export interface LifecycleSession {
  readonly resume: ResumeQueue;
  /** Shows seen in this page load. */
  shows: number;
}

export function createResumeQueue(): ResumeQueue {
  let waiting: Array<() => void> = [];
  return {
    add(callback) {
      waiting.push(callback);
    },
    drain(onError) {
      // Swap first: callbacks that queue new work get it on the next show, not in this loop.
      const now = waiting;
      waiting = [];
      for (const callback of now) {
        try {
          callback();
        } catch (error) {
          onError?.(error);
        }
      }
      return now.length;
    },
    size: () => waiting.length,
  };
}

export function createLifecycleSession(): LifecycleSession {
  return { resume: createResumeQueue(), shows: 0 };
}
