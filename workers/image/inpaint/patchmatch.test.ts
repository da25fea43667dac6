import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holePixels } from './patchmatch.ts';

describe('holePixels', () => {
  it('lists exactly the hole pixels in scan order, word-skipping or not (any length, any start of the view)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 0, 0, 0, 0, 1), { minLength: 0, maxLength: 300 }), fc.nat(3), (bits, offset) => {
        // A view that starts `offset` bytes into its buffer: off a word boundary unless 0.
        const buffer = new Uint8Array(bits.length + offset);
        buffer.set(bits, offset);
        const hole = buffer.subarray(offset);
        const expected = bits.flatMap((b, i) => (b ? [i] : []));
        expect(Array.from(holePixels({ width: Math.max(1, bits.length), height: 1, img: new Uint8Array(bits.length * 3), hole }))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
