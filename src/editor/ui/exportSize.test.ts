import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_SIDE_MAX, EXPORT_SIDE_MIN, exportPixelSize, exportScale, formatFileSize, parseExportSide } from './exportFile.ts';

describe('export size field', () => {
  it('takes exactly the whole numbers from 500 to 4000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), (n) => {
        const ok = n >= EXPORT_SIDE_MIN && n <= EXPORT_SIDE_MAX;
        expect(parseExportSide(String(n))).toBe(ok ? n : null);
        expect(parseExportSide(` ${n} `)).toBe(ok ? n : null);
      }),
    );
    for (const bad of ['', '12.5', '1e3', '１２３４', 'abc', '1234px', '0x500']) expect(parseExportSide(bad)).toBeNull();
  });

  it('a typed side is the longest side of the file, the other side in proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 4000 }), fc.integer({ min: 50, max: 8000 }), fc.integer({ min: 50, max: 8000 }), (side, width, height) => {
        const px = exportPixelSize({ width, height }, side);
        expect(Math.max(px.width, px.height)).toBe(side);
        const k = side / Math.max(width, height);
        expect(Math.abs(px.width - width * k)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(px.height - height * k)).toBeLessThanOrEqual(0.5);
        expect(exportScale({ width, height }, side) * Math.max(width, height)).toBeCloseTo(side);
      }),
    );
    expect(exportPixelSize({ width: 1000, height: 1000 }, 1234)).toEqual({ width: 1234, height: 1234 });
  });

  it('file sizes read in KB, then MB', () => {
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(150 * 1024)).toBe('150 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
