import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shadowScale } from './dropShadow.ts';

describe('shadowScale', () => {
  it('keeps small blurs at full size and makes wide ones up to 4× smaller', () => {
    expect(shadowScale(0)).toBe(1);
    expect(shadowScale(3.9)).toBe(1);
    expect(shadowScale(4)).toBe(2);
    expect(shadowScale(7)).toBe(3);
    expect(shadowScale(50)).toBe(4);
  });

  it('never leaves a smaller canvas with a blur under 2 of its pixels (nothing finer than a pixel is lost)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (sigma) => {
        const scale = shadowScale(sigma);
        expect(Number.isInteger(scale)).toBe(true);
        expect(scale === 1 || sigma / scale >= 2).toBe(true);
      }),
    );
  });
});
