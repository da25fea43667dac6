import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRanges, toRanges } from '../../scripts/fonts/css-ranges.mjs';
import { decodeRanges, parseManifest, SliceIndex } from './manifest.ts';

const codePoints = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 300 });

describe('slice ranges', () => {
  it('decode(encode(ranges)) gives the build script’s ranges back', () => {
    fc.assert(
      fc.property(codePoints, (cps) => {
        const ranges = toRanges(cps);
        expect(decodeRanges(encodeRanges(ranges))).toEqual(ranges);
      }),
    );
  });

  it('SliceIndex finds the slice whose ranges hold a code point, and -1 for none', () => {
    fc.assert(
      fc.property(fc.array(codePoints, { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 50 }), (slices, probes) => {
        // Slices are disjoint in real manifests: give each code point to its first slice.
        const seen = new Set<number>();
        const owned = slices.map((cps) => cps.filter((cp) => !seen.has(cp) && (seen.add(cp), true)));
        const manifest = parseManifest({
          id: 'x',
          weights: [400],
          slices: owned.map((cps, i) => ({ ranges: encodeRanges(toRanges(cps)), files: { 400: `${i}.woff` } })),
        });
        const index = new SliceIndex(manifest);
        for (const cp of [...probes, ...owned.flat()]) {
          expect(index.sliceOf(cp)).toBe(owned.findIndex((cps) => cps.includes(cp)));
        }
      }),
    );
  });

  it('SliceIndex rejects a range list that is not base-36 tokens, rather than mapping wrong slices', () => {
    const manifest = (ranges: string) => parseManifest({ id: 'x', weights: [400], slices: [{ ranges, files: { 400: 'a.woff' } }] });
    expect(() => new SliceIndex(manifest('1k,2+!'))).toThrow(/bad range/);
    expect(() => new SliceIndex(manifest('1k,+'))).toThrow(/bad range/);
    expect(new SliceIndex(manifest('1k,,2')).sliceOf(parseInt("1k", 36))).toBe(0);
  });

  it('rejects a manifest of the wrong shape', () => {
    expect(() => parseManifest({ id: 'x', slices: 'nope', weights: [] })).toThrow();
    expect(() => parseManifest({ id: 'x', weights: [400], slices: [{ ranges: 1, files: {} }] })).toThrow();
  });
});
