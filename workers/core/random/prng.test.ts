import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './prng.ts';

describe('seedable randomness', () => {
  it('replays the same sequence for the same seed, and another for another seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        const first = Array.from({ length: 20 }, () => a.next());
        expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
        const other = createRng(seed + 1);
        expect(Array.from({ length: 20 }, () => other.next())).not.toEqual(first);
        expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
      }),
    );
  });

  it('picks by weight: 5:1 weights give about five times as many', () => {
    const rng = createRng(7);
    const counts = { heavy: 0, light: 0, never: 0 };
    const items = [
      { key: 'heavy' as const, weight: 5 },
      { key: 'light' as const, weight: 1 },
      { key: 'never' as const, weight: 0 },
    ];
    for (let i = 0; i < 60_000; i += 1) counts[rng.weighted(items, (item) => item.weight).key] += 1;
    expect(counts.never).toBe(0);
    expect(counts.heavy / counts.light).toBeGreaterThan(4.6);
    expect(counts.heavy / counts.light).toBeLessThan(5.4);
  });
});
