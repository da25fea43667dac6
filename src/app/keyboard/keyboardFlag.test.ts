import { describe, expect, it } from 'vitest';
import { nextKeyboardFlag, type KeyboardFlagState, type ViewportSize } from './keyboardFlag.ts';

function run(start: ViewportSize, sizes: ViewportSize[]): KeyboardFlagState[] {
  let prev = start;
  let baseline = start;
  return sizes.map((next) => {
    const state = nextKeyboardFlag(prev, next, baseline);
    prev = next;
    baseline = state.baseline;
    return state;
  });
}

describe('keyboard flag (spec 4, 9)', () => {
  it('is set when the height drops by more than 100 px at the same width, cleared when it comes back', () => {
    const states = run({ width: 390, height: 844 }, [
      { width: 390, height: 500 },
      { width: 390, height: 844 },
    ]);
    expect(states.map((s) => s.open)).toEqual([true, false]);
  });

  it('ignores a drop of exactly 100 px', () => {
    expect(run({ width: 390, height: 844 }, [{ width: 390, height: 744 }])[0]?.open).toBe(false);
    expect(run({ width: 390, height: 844 }, [{ width: 390, height: 743 }])[0]?.open).toBe(true);
  });

  it('is not set by a rotation, which changes the width', () => {
    const states = run({ width: 390, height: 844 }, [
      { width: 844, height: 390 },
      { width: 844, height: 250 },
    ]);
    expect(states.map((s) => s.open)).toEqual([false, true]);
  });

  it('stays set while the keyboard grows or shrinks a little', () => {
    const states = run({ width: 390, height: 844 }, [
      { width: 390, height: 500 },
      { width: 390, height: 460 },
      { width: 390, height: 520 },
    ]);
    expect(states.every((s) => s.open)).toBe(true);
  });

  it('measures from a taller page after the browser bars hide', () => {
    const states = run({ width: 390, height: 760 }, [
      { width: 390, height: 844 },
      { width: 390, height: 700 },
    ]);
    expect(states.map((s) => s.open)).toEqual([false, true]);
  });
});
