import { describe, expect, it } from 'vitest';
import { createFrameBatcher } from './frameBatcher.ts';

/** A hand-driven frame clock. */
function frames() {
  let queued: Array<() => void> = [];
  return {
    schedule: (flush: () => void) => {
      queued.push(flush);
      return () => {
        queued = queued.filter((f) => f !== flush);
      };
    },
    tick: () => {
      const due = queued;
      queued = [];
      due.forEach((flush) => flush());
    },
    get pending() {
      return queued.length;
    },
  };
}

describe('candidates settling in one frame', () => {
  it('reach the grid together, once per frame, in arrival order', () => {
    const clock = frames();
    const delivered: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => delivered.push(items), { schedule: clock.schedule });
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(delivered).toEqual([]);
    expect(clock.pending).toBe(1);
    clock.tick();
    batcher.push(4);
    clock.tick();
    expect(delivered).toEqual([[1, 2, 3], [4]]);
  });

  it('a new request drops what the old one left waiting', () => {
    const clock = frames();
    const delivered: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => delivered.push(items), { schedule: clock.schedule });
    batcher.push(1);
    batcher.cancel();
    clock.tick();
    batcher.push(2);
    clock.tick();
    expect(delivered).toEqual([[2]]);
  });

  it('hands over at most maxPerFrame a frame, in order, and says when all are handed over', () => {
    const clock = frames();
    const delivered: number[][] = [];
    const drained: number[] = [];
    const batcher = createFrameBatcher<number>((items) => delivered.push(items), { schedule: clock.schedule, maxPerFrame: 2 });
    for (let i = 1; i <= 5; i += 1) batcher.push(i);
    batcher.whenDrained(() => drained.push(delivered.length));
    clock.tick();
    expect(delivered).toEqual([[1, 2]]);
    expect(drained).toEqual([]);
    batcher.push(6);
    clock.tick();
    clock.tick();
    expect(delivered).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(drained).toEqual([3]);
    expect(clock.pending).toBe(0);
    batcher.whenDrained(() => drained.push(-1));
    expect(drained).toEqual([3, -1]);
  });

  it('a cancelled batch never reports drained', () => {
    const clock = frames();
    let drained = false;
    const batcher = createFrameBatcher<number>(() => undefined, { schedule: clock.schedule, maxPerFrame: 1 });
    batcher.push(1);
    batcher.push(2);
    batcher.whenDrained(() => (drained = true));
    batcher.cancel();
    clock.tick();
    expect(drained).toBe(false);
    expect(clock.pending).toBe(0);
  });
});
