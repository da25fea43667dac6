// User Timing for people profiling the render worker (`?perf=1`, attach({ perf: true })):
// every entry is named `render:<what>` so a DevTools trace (the worker's Timings track) or
// performance.getEntriesByType('measure') in the worker's console finds it. Off by default.
//
//   render:frame              one drawn frame (recording; with syncTiming, drawing too)
//   render:composite          placing rasters and bands on the canvas (rasterisations a frame
//                             needs happen inside it and show nested)
//   render:rasterise:<type>   drawing one layer into its cached raster (text, square, icon, …)
//   render:patches            applying one message of document patches
//   render:load               taking a whole document
//   render:export:<format>    one export (png, jpeg, svg)

/** Entries stay in the worker's timeline until cleared; a long session would grow it without end. */
const CLEAR_EVERY = 1000;

export class PerfMarks {
  enabled = false;
  private count = 0;

  /** Records `name` from `start` (performance.now()) to now. */
  measure(name: string, start: number, detail?: unknown): void {
    if (!this.enabled) return;
    performance.measure(name, { start, end: performance.now(), detail });
    this.count += 1;
    if (this.count % CLEAR_EVERY === 0) performance.clearMeasures();
  }

  /** Runs `work` inside a `name` measure. */
  span<T>(name: string, work: () => T, detail?: unknown): T {
    if (!this.enabled) return work();
    const start = performance.now();
    try {
      return work();
    } finally {
      this.measure(name, start, detail);
    }
  }
}
