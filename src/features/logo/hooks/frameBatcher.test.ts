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
    const batcher = createFrameBatcher<number>((items) => delivered.push(items), clock.schedule);
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
    const batcher = createFrameBatcher<number>((items) => delivered.push(items), clock.schedule);
    batcher.push(1);
    batcher.cancel();
    clock.tick();
    batcher.push(2);
    clock.tick();
    expect(delivered).toEqual([[2]]);
  });
});
