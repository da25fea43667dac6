import { describe, expect, it } from 'vitest';
import { createValueStore } from './valueStore.ts';

describe('value store', () => {
  it('tells each listener of a change, not of a set that changes nothing, and stops after unsubscribe', () => {
    const store = createValueStore<number[]>([], (a, b) => a.length === b.length);
    let told = 0;
    const stop = store.subscribe(() => (told += 1));
    store.set([1]);
    store.set([2]);
    expect(store.get()).toEqual([1]);
    expect(told).toBe(1);
    stop();
    store.set([1, 2]);
    expect(told).toBe(1);
    expect(store.get()).toEqual([1, 2]);
  });
});
