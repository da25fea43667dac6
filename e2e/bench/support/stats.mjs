// Small numeric helpers shared by the benches.

export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export const median = (values) => percentile(values, 0.5);

export const ms = (value) => `${value.toFixed(0)} ms`;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The low-end set-up, short for the table: CDP 4× on the main thread, a per-thread CPU quota on every other (docs/bench.md). */
export function lowEndLabel(lowEnd) {
  return lowEnd ? 'low-end' : 'CDP 4× only, no quota';
}

/** CDP throttling rate for a low-end page's main thread (the quota leaves main threads to CDP). */
export function lowEndRate(lowEnd) {
  return lowEnd ? lowEnd.mainThreadRate : 4;
}
