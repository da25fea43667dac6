import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cfsLimits } from './cpu-quota.mjs';

describe('cfsLimits (the per-thread quota of the low-end emulation)', () => {
  it('gives 25% of a core as 1 ms in every 4 ms: the shortest period the kernel accepts', () => {
    expect(cfsLimits(25)).toEqual({ period: 4000, quota: 1000 });
  });

  it('keeps the share, the kernel minimum of 1 ms per period, and a period of at least 4 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 100 }), (percent) => {
        const { period, quota } = cfsLimits(percent);
        expect(quota).toBeGreaterThanOrEqual(1000);
        expect(period).toBeGreaterThanOrEqual(4000);
        expect(period).toBeLessThanOrEqual(1_000_000);
        expect(Math.abs(quota / period - percent / 100)).toBeLessThan(0.005);
      }),
    );
  });
});
