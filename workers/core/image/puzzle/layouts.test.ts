import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rect } from '../../../protocol/image.ts';
import { coverPlacement, layoutCells, layoutsFor, MAX_PUZZLE_PHOTOS, MIN_PUZZLE_PHOTOS, PUZZLE_LAYOUTS, splitPixels } from './layouts.ts';

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('puzzle layouts', () => {
  it('has at least 12 layouts, and at least two for every count from 2 to 9', () => {
    expect(PUZZLE_LAYOUTS.length).toBeGreaterThanOrEqual(12);
    for (let n = MIN_PUZZLE_PHOTOS; n <= MAX_PUZZLE_PHOTOS; n += 1) expect(layoutsFor(n).length).toBeGreaterThanOrEqual(2);
    expect(new Set(PUZZLE_LAYOUTS.map((l) => l.id)).size).toBe(PUZZLE_LAYOUTS.length);
  });

  it('cells tile the canvas with exactly the given spacing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PUZZLE_LAYOUTS), fc.integer({ min: 300, max: 3000 }), fc.integer({ min: 300, max: 3000 }), fc.integer({ min: 0, max: 40 }), (layout, width, height, spacing) => {
        const cells = layoutCells(layout, width, height, spacing);
        expect(cells).toHaveLength(layout.count);
        const inner = { x: spacing, y: spacing, width: width - 2 * spacing, height: height - 2 * spacing };
        for (const [i, c] of cells.entries()) {
          expect(c.width).toBeGreaterThan(0);
          expect(c.height).toBeGreaterThan(0);
          expect(Number.isInteger(c.x) && Number.isInteger(c.y) && Number.isInteger(c.width) && Number.isInteger(c.height)).toBe(true);
          // Inside the canvas with the margin.
          expect(c.x).toBeGreaterThanOrEqual(inner.x);
          expect(c.y).toBeGreaterThanOrEqual(inner.y);
          expect(c.x + c.width).toBeLessThanOrEqual(inner.x + inner.width);
          expect(c.y + c.height).toBeLessThanOrEqual(inner.y + inner.height);
          for (const other of cells.slice(i + 1)) expect(overlaps(c, other)).toBe(false);
          // Each side is on the canvas margin or exactly `spacing` from a neighbour that shares part of it.
          const right = c.x + c.width === inner.x + inner.width || cells.some((o) => o.x === c.x + c.width + spacing && o.y < c.y + c.height && c.y < o.y + o.height);
          const left = c.x === inner.x || cells.some((o) => o.x + o.width + spacing === c.x && o.y < c.y + c.height && c.y < o.y + o.height);
          const bottom = c.y + c.height === inner.y + inner.height || cells.some((o) => o.y === c.y + c.height + spacing && o.x < c.x + c.width && c.x < o.x + o.width);
          const top = c.y === inner.y || cells.some((o) => o.y + o.height + spacing === c.y && o.x < c.x + c.width && c.x < o.x + o.width);
          expect([left, right, top, bottom]).toEqual([true, true, true, true]);
        }
        // No holes: the cells plus the gaps between them fill the inner area.
        const cellArea = cells.reduce((sum, c) => sum + c.width * c.height, 0);
        if (spacing === 0) expect(cellArea).toBe(inner.width * inner.height);
        else expect(cellArea).toBeLessThan(inner.width * inner.height);
      }),
    );
  });

  it('a 3×3 grid at 900 px with 30 px spacing has 260 px cells', () => {
    const grid = PUZZLE_LAYOUTS.find((l) => l.id === '9-grid');
    if (!grid) throw new Error('missing layout');
    const cells = layoutCells(grid, 900, 900, 30);
    expect(cells[0]).toEqual({ x: 30, y: 30, width: 260, height: 260 });
    expect(cells[4]).toEqual({ x: 320, y: 320, width: 260, height: 260 });
    expect(cells[8]).toEqual({ x: 610, y: 610, width: 260, height: 260 });
  });

  it('splits whole pixels that add up exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        const parts = splitPixels(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });
});

describe('photo placement in a cell', () => {
  it('covers the cell; pan moves it within its overflow; zoom enlarges it', () => {
    const cell = { x: 10, y: 10, width: 100, height: 100 };
    expect(coverPlacement(cell, { width: 400, height: 200 }, 1, 0, 0)).toEqual({ x: -40, y: 10, width: 200, height: 100 });
    expect(coverPlacement(cell, { width: 400, height: 200 }, 1, -1, 0).x).toBe(10);
    expect(coverPlacement(cell, { width: 400, height: 200 }, 1, 1, 0).x).toBe(-90);
    const zoomed = coverPlacement(cell, { width: 400, height: 200 }, 2, 0, 0);
    expect(zoomed.width).toBe(400);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), fc.double({ min: 1, max: 5, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), (w, h, zoom, px, py) => {
        const p = coverPlacement(cell, { width: w, height: h }, zoom, px, py);
        expect(p.x).toBeLessThanOrEqual(cell.x + 1e-6);
        expect(p.y).toBeLessThanOrEqual(cell.y + 1e-6);
        expect(p.x + p.width).toBeGreaterThanOrEqual(cell.x + cell.width - 1e-6);
        expect(p.y + p.height).toBeGreaterThanOrEqual(cell.y + cell.height - 1e-6);
      }),
    );
  });
});
