import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/store.ts';
import { registerToastListeners } from './toastListeners.ts';
import { selectVisibleToast, toastShown } from './toastSlice.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const { store, startListening } = createAppStore();
  registerToastListeners(startListening, { now: () => Date.now() });
  const visible = () => selectVisibleToast(store.getState())?.text ?? null;
  return { store, visible };
}

describe('toasts on screen', () => {
  it('shows each toast for 1000 ms + 200 ms per character, then removes it', async () => {
    const { store, visible } = setup();
    store.dispatch(toastShown('已保存'));
    expect(visible()).toBe('已保存');
    await vi.advanceTimersByTimeAsync(1599);
    expect(visible()).toBe('已保存');
    await vi.advanceTimersByTimeAsync(1);
    expect(visible()).toBeNull();
  });

  it('queues: the next toast starts when the previous one ends', async () => {
    const { store, visible } = setup();
    store.dispatch(toastShown('甲'));
    await vi.advanceTimersByTimeAsync(500);
    store.dispatch(toastShown('乙乙'));
    expect(visible()).toBe('甲');
    await vi.advanceTimersByTimeAsync(700);
    expect(visible()).toBe('乙乙');
    await vi.advanceTimersByTimeAsync(1399);
    expect(visible()).toBe('乙乙');
    await vi.advanceTimersByTimeAsync(1);
    expect(visible()).toBeNull();
  });
});
