/**
 * Main-thread time spent by background features (autosave, the journal) per call, for
 * people profiling (`?perf=1`, `npm run bench`). Always on: a performance.now() pair per
 * call. Kept per name as count, total and worst, nothing that grows.
 */
export interface CostSummary {
  count: number;
  totalMs: number;
  maxMs: number;
}

const costs = new Map<string, CostSummary>();

/** Names being measured now: a call inside another of the same name is already counted. */
const running = new Set<string>();

/**
 * Set by `npm run bench` while it records a trace: each call's edges are then marked in the
 * trace (`cost:<name>:start` / `:end`), where the bench reads the thread's CPU time between
 * them. A performance.now() span also holds the CDP throttler's and the OS's pauses, which
 * land in these short calls at random and swing a gesture's sum several-fold for the same code.
 */
function marksInTrace(): boolean {
  return (globalThis as { __costTraceMarks?: boolean }).__costTraceMarks === true;
}

/** Runs `work` and adds its time to `name` (once, however deeply calls of that name nest). */
export function measureCost<T>(name: string, work: () => T): T {
  if (running.has(name)) return work();
  running.add(name);
  const marking = marksInTrace();
  if (marking) console.timeStamp(`cost:${name}:start`);
  const start = performance.now();
  try {
    return work();
  } finally {
    if (marking) console.timeStamp(`cost:${name}:end`);
    running.delete(name);
    const ms = performance.now() - start;
    const summary = costs.get(name) ?? { count: 0, totalMs: 0, maxMs: 0 };
    summary.count += 1;
    summary.totalMs += ms;
    summary.maxMs = Math.max(summary.maxMs, ms);
    costs.set(name, summary);
  }
}

export function mainThreadCosts(): Record<string, CostSummary> {
  return Object.fromEntries([...costs].map(([name, summary]) => [name, { ...summary }]));
}

export function resetMainThreadCosts(): void {
  costs.clear();
}
