import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/store.ts';
import { selectKeyboardOpen } from './keyboardSlice.ts';
import { watchKeyboard, type ResizeSource } from './keyboardWatch.ts';

function fakeWindow(width: number, height: number) {
  const target = new EventTarget();
  const win = {
    innerWidth: width,
    innerHeight: height,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } satisfies ResizeSource;
  const resize = (w: number, h: number) => {
    win.innerWidth = w;
    win.innerHeight = h;
    target.dispatchEvent(new Event('resize'));
  };
  return { win, resize };
}

describe('keyboard flag from window resizes', () => {
  it('sets the flag when the height drops by more than 100 px at the same width, clears it when it comes back', () => {
    const { store } = createAppStore();
    const { win, resize } = fakeWindow(390, 844);
    const stop = watchKeyboard(win, store.dispatch);
    resize(390, 744);
    expect(selectKeyboardOpen(store.getState())).toBe(false);
    resize(390, 500);
    expect(selectKeyboardOpen(store.getState())).toBe(true);
    resize(390, 844);
    expect(selectKeyboardOpen(store.getState())).toBe(false);
    // Rotation: a width change is not a keyboard.
    resize(844, 390);
    expect(selectKeyboardOpen(store.getState())).toBe(false);
    stop();
    resize(844, 100);
    expect(selectKeyboardOpen(store.getState())).toBe(false);
  });
});
