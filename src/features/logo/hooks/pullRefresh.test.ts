import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPull, PULL_THRESHOLD, type PullEvent, type PullState } from './pullRefresh.ts';

const run = (events: PullEvent[]) => events.reduce<PullState>(nextPull, { phase: 'idle' });

describe('pull-down refresh', () => {
  it('refreshes when a pull from the top passes the threshold, then goes idle when done', () => {
    const pulled = run([{ type: 'start', y: 100, atTop: true }, { type: 'move', y: 100 + PULL_THRESHOLD * 2 + 10 }, { type: 'end' }]);
    expect(pulled).toEqual({ phase: 'refreshing' });
    expect(nextPull(pulled, { type: 'done' })).toEqual({ phase: 'idle' });
  });

  it('a short pull, a pull not starting at the top, or an upward drag never refreshes', () => {
    expect(run([{ type: 'start', y: 100, atTop: true }, { type: 'move', y: 120 }, { type: 'end' }])).toEqual({ phase: 'idle' });
    expect(run([{ type: 'start', y: 100, atTop: false }, { type: 'move', y: 600 }, { type: 'end' }])).toEqual({ phase: 'idle' });
    expect(run([{ type: 'start', y: 500, atTop: true }, { type: 'move', y: 100 }, { type: 'end' }])).toEqual({ phase: 'idle' });
  });

  it('never refreshes twice at once, whatever the gestures', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('start' as const), y: fc.integer({ min: 0, max: 800 }), atTop: fc.boolean() }),
      fc.record({ type: fc.constant('move' as const), y: fc.integer({ min: 0, max: 800 }) }),
      fc.constant({ type: 'end' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: PullState = { phase: 'idle' };
        let refreshes = 0;
        for (const e of events) {
          const next = nextPull(state, e);
          if (next.phase === 'refreshing' && state.phase !== 'refreshing') refreshes += 1;
          state = next;
        }
        expect(refreshes).toBeLessThanOrEqual(1);
        if (state.phase === 'pulling') expect(state.distance).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
