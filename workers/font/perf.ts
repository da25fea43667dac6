// User Timing for people profiling the font worker: entries named `font:<what>` appear on
// the worker's Timings track of a DevTools trace and in performance.getEntriesByType('measure')
// in its console. Always on: a few entries per text, each costing microseconds.
//
//   font:layout           one layoutText, downloads included (detail: font id, characters)
//   font:layout:compose   placing glyphs and writing the paths (no downloads)
//   font:fetch-slice      download + inflate + parse of one slice (detail: file)
//   font:fetch-manifest   download + parse of a font's manifest
//   font:catalogue        download + parse of index.json
//   font:prefetch-manifest  download of a manifest ahead of use (the font picker was shown)

/** Entries stay in the timeline until cleared; bounded so a long session cannot grow it without end. */
const CLEAR_EVERY = 500;
let count = 0;

export function fontMeasure(name: string, start: number, detail?: unknown): void {
  // Node (tests) and every worker have User Timing; anything else simply records nothing.
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  performance.measure(name, { start, end: performance.now(), detail });
  count += 1;
  if (count % CLEAR_EVERY === 0) performance.clearMeasures();
}

/** Measures a promise from now until it settles (either way). */
export function measured<T>(name: string, work: Promise<T>, detail?: unknown): Promise<T> {
  const start = performance.now();
  const done = () => fontMeasure(name, start, detail);
  work.then(done, done);
  return work;
}
