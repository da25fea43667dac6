import { describe, expect, it } from 'vitest';
import { createCallStats } from './callStats.ts';

describe('worker call stats (?perf=1)', () => {
  it('counts calls per method with their round trips, failures and the queue depth', () => {
    let now = 0;
    const stats = createCallStats(() => now);
    const a = stats.start('applyPatches');
    const b = stats.start('applyPatches');
    const c = stats.start('layoutText');
    expect(stats.snapshot().pending).toBe(3);
    now = 4;
    a(true);
    now = 10;
    b(true);
    c(false);
    c(true); // a second answer for the same call counts once
    const snap = stats.snapshot();
    expect(snap.pending).toBe(0);
    expect(snap.calls).toEqual([
      { method: 'applyPatches', count: 2, failures: 0, lastMs: 10, p50: 4, p95: 10, maxMs: 10 },
      { method: 'layoutText', count: 1, failures: 1, lastMs: 10, p50: 10, p95: 10, maxMs: 10 },
    ]);
  });

  it('keeps a bounded window of durations however long the session', () => {
    let now = 0;
    const stats = createCallStats(() => now);
    for (let i = 0; i < 5000; i += 1) {
      const done = stats.start('setView');
      now += i < 4500 ? 100 : 1;
      done(true);
    }
    const [setView] = stats.snapshot().calls;
    expect(setView?.count).toBe(5000);
    // Only the recent window counts: the last 500 calls took 1 ms.
    expect(setView?.p50).toBe(1);
  });
});
