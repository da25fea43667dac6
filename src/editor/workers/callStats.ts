/*
 * Per-method call timings and queue depth of one worker, seen from the page (the `?perf=1`
 * overlay). Measured here, not in the worker, because what the user waits for is the round
 * trip: time queued behind other messages plus the work itself. `pending` is the queue depth:
 * calls sent and not answered yet.
 */

/** Durations kept per method (a ring): enough for a stable p95, bounded whatever the session length. */
const KEEP = 256;

export interface CallTiming {
  method: string;
  count: number;
  failures: number;
  lastMs: number;
  p50: number;
  p95: number;
  maxMs: number;
}

export interface CallStatsSnapshot {
  pending: number;
  /** Most called first. */
  calls: CallTiming[];
}

interface Series {
  count: number;
  failures: number;
  durations: number[];
  next: number;
  last: number;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

export function createCallStats(now: () => number = () => performance.now()) {
  const series = new Map<string, Series>();
  let pending = 0;
  return {
    /** A call went out; the returned function records its answer (or failure). */
    start(method: string): (ok: boolean) => void {
      const began = now();
      pending += 1;
      let done = false;
      return (ok) => {
        if (done) return;
        done = true;
        pending -= 1;
        const s = series.get(method) ?? { count: 0, failures: 0, durations: [], next: 0, last: 0 };
        const ms = now() - began;
        s.count += 1;
        if (!ok) s.failures += 1;
        s.last = ms;
        if (s.durations.length < KEEP) s.durations.push(ms);
        else s.durations[s.next] = ms;
        s.next = (s.next + 1) % KEEP;
        series.set(method, s);
      };
    },
    snapshot(): CallStatsSnapshot {
      const calls = [...series].map(([method, s]): CallTiming => {
        const sorted = [...s.durations].sort((a, b) => a - b);
        return { method, count: s.count, failures: s.failures, lastMs: round(s.last), p50: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), maxMs: round(sorted.at(-1) ?? 0) };
      });
      return { pending, calls: calls.sort((a, b) => b.count - a.count) };
    },
  };
}

export type CallStats = ReturnType<typeof createCallStats>;
