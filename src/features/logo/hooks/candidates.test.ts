import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchSeeds, CANDIDATE_BATCH } from './seeds.ts';

describe('candidate batches', () => {
  it('at least 12 distinct seeds a batch, different across batches, replayable from the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (base) => {
        const first = batchSeeds(base, 0);
        const second = batchSeeds(base, 1);
        expect(first.length).toBeGreaterThanOrEqual(12);
        expect(CANDIDATE_BATCH).toBeGreaterThanOrEqual(12);
        expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
        expect(batchSeeds(base, 0)).toEqual(first);
      }),
    );
  });
});
