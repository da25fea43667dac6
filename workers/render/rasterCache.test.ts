import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RasterCache } from './rasterCache.ts';

interface Item {
  bytes: number;
  complete: boolean;
  name: string;
}

const item = (name: string, bytes: number, complete = true): Item => ({ name, bytes, complete });

describe('RasterCache', () => {
  it('keeps its pixel memory under the cap by evicting the least recently used', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 40 }), fc.boolean()), { maxLength: 80 }), (ops) => {
        const released: string[] = [];
        const cache = new RasterCache<Item>(100, (i) => released.push(i.name));
        for (const [key, bytes, read] of ops) {
          cache.nextFrame();
          if (read) cache.get(`h${key}`, 1);
          else cache.set(`h${key}`, 1, item(`h${key}`, bytes));
          expect(cache.bytes).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('never evicts what the frame being drawn uses, and catches up on the next frame', () => {
    const cache = new RasterCache<Item>(100, () => undefined);
    cache.nextFrame();
    cache.set('a', 1, item('a', 60));
    cache.set('b', 1, item('b', 60));
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.bytes).toBe(120);
    cache.nextFrame();
    cache.set('c', 1, item('c', 10));
    // 'a' was used after 'b', so 'b' goes first.
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.bytes).toBe(70);
  });

  it('releases replaced, evicted and dropped items exactly once', () => {
    const released: string[] = [];
    const cache = new RasterCache<Item>(50, (i) => released.push(i.name));
    cache.set('a', 1, item('a1', 10));
    cache.set('a', 1, item('a2', 10));
    cache.nextFrame();
    cache.set('b', 1, item('b', 45));
    cache.set('c', 2, item('c', 5, false));
    expect(cache.dropIncomplete()).toBe(1);
    cache.clear();
    expect(released.sort()).toEqual(['a1', 'a2', 'b', 'c']);
    expect(cache.bytes).toBe(0);
  });

  it('lists the levels held for a hash', () => {
    const cache = new RasterCache<Item>(1000, () => undefined);
    cache.set('h', 1, item('1', 1));
    cache.set('h', 2, item('2', 1));
    cache.set('g', 4, item('4', 1));
    expect([...cache.levelsOf('h')].sort()).toEqual([1, 2]);
    cache.delete('h', 1);
    expect(cache.levelsOf('h')).toEqual([2]);
    expect(cache.levelsOf('none')).toEqual([]);
  });
});
