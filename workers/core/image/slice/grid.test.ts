import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridTiles, MAX_SLICE_SIDE } from './grid.ts';

describe('image slicing grid', () => {
  it('a 3×3 grid of 300×300 is nine 100×100 tiles in reading order', () => {
    const tiles = gridTiles(300, 300, 3, 3);
    expect(tiles).toHaveLength(9);
    expect(tiles[0]).toEqual({ x: 0, y: 0, width: 100, height: 100 });
    expect(tiles[5]).toEqual({ x: 200, y: 100, width: 100, height: 100 });
  });

  it('tiles cover every pixel exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 400 }), fc.integer({ min: 10, max: 400 }), fc.integer({ min: 1, max: MAX_SLICE_SIDE }), fc.integer({ min: 1, max: MAX_SLICE_SIDE }), (width, height, rows, cols) => {
        const cover = new Uint8Array(width * height);
        for (const t of gridTiles(width, height, rows, cols)) {
          for (let y = t.y; y < t.y + t.height; y += 1) for (let x = t.x; x < t.x + t.width; x += 1) cover[y * width + x] = (cover[y * width + x] ?? 0) + 1;
        }
        expect(cover.every((c) => c === 1)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
