import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { splitsPageSwap, trackHistoryAction, yieldBeforeSwap } from './pageSwap.tsx';

describe('page swap in two steps', () => {
  it('splits a push only: not the launch, a replace, back or forward (scroll restoration needs the whole page)', () => {
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    const last = trackHistoryAction(history);
    expect(splitsPageSwap(last())).toBe(false);
    history.push('/b');
    expect(splitsPageSwap(last())).toBe(true);
    history.back();
    expect(last()).toBe('BACK');
    expect(splitsPageSwap(last())).toBe(false);
    history.forward();
    expect(splitsPageSwap(last())).toBe(false);
    history.replace('/c');
    expect(splitsPageSwap(last())).toBe(false);
  });

  it('a forward navigation waits one task before the swap; a preload or a back does not wait', async () => {
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    const beforeLoad = yieldBeforeSwap(trackHistoryAction(history));
    expect(beforeLoad({ preload: false })).toBeUndefined();
    history.push('/b');
    expect(beforeLoad({ preload: true })).toBeUndefined();
    let swapped = false;
    const waited = beforeLoad({ preload: false })!.then(() => (swapped = true));
    // Microtasks (the rest of the tap's task) run first; the swap comes in a task of its own.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(swapped).toBe(false);
    await waited;
    expect(swapped).toBe(true);
    history.back();
    expect(beforeLoad({ preload: false })).toBeUndefined();
  });
});
