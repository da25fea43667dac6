// User Timing for people profiling a worker: each call of its API becomes a measure named
// `<worker>:<method>` on the worker's Timings track of a DevTools trace, and in
// performance.getEntriesByType('measure') in its console. Always on: one entry per call,
// microseconds each. (The render and font workers name finer steps themselves:
// workers/render/perfMarks.ts, workers/font/perf.ts.)

/** Entries stay in the timeline until cleared; bounded so a long session cannot grow it without end. */
const CLEAR_EVERY = 500;
let count = 0;

function record(name: string, start: number, failed: boolean): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  performance.measure(name, { start, end: performance.now(), detail: failed ? { failed: true } : undefined });
  count += 1;
  if (count % CLEAR_EVERY === 0) performance.clearMeasures();
}

/**
 * The same API with every method timed: a promise from the call until it settles, a plain
 * value until it returns. Values and errors pass through untouched (comlink transfers too).
 */
export function timedApi<T extends object>(worker: string, api: T): T {
  const timed = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(api)) {
    if (typeof value !== 'function') {
      timed[key] = value;
      continue;
    }
    const method = value as (...args: unknown[]) => unknown;
    timed[key] = (...args: unknown[]) => {
      const start = typeof performance === 'undefined' ? 0 : performance.now();
      const name = `${worker}:${key}`;
      let result: unknown;
      try {
        result = method.apply(api, args);
      } catch (error) {
        record(name, start, true);
        throw error;
      }
      if (result instanceof Promise) {
        result.then(
          () => record(name, start, false),
          () => record(name, start, true),
        );
      } else record(name, start, false);
      return result;
    };
  }
  return timed as T;
}
